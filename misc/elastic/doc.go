// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package elastic admits CPU-hungry background ("elastic") work into a
// process only as fast as the process's own scheduling latency allows.
//
// Elastic work is work that can be done a little later without anyone
// waiting for it: compactions, backfills, index builds, statistics,
// batch jobs. Run at full speed beside latency-sensitive foreground
// work, it delays the foreground goroutines in the scheduler's run
// queues. Package elastic pairs two mechanisms against that:
//
//   - A feedback controller. A [Controller] samples the runtime's
//     /sched/latencies:seconds histogram every 100ms and adjusts a CPU
//     utilization limit for elastic work by one of two laws ([Law]).
//     With the goyield toolchain, whose Yield keeps the foreground's
//     latency low at any utilization, the default is LawFill: the limit
//     fills the spare CPU in about a second (from 5.5% to 100% of
//     GOMAXPROCS in 13 ticks while elastic work waits), holds while the
//     p99 of the last tick nears the target, and falls within one tick
//     once it is over ([Config.Next]). Elsewhere the default is
//     LawConservative, CockroachDB's: the p99 over a sliding 2.5s
//     window brings the limit down quickly when it is above target and
//     lets it rise by 0.1% of GOMAXPROCS a second, to at most 75%,
//     while elastic work waits ([Config.Step]). Without Yield every
//     CPU-second admitted delays the foreground, and the controller
//     must feel its way up; with it, that caution left the CPU 90% idle
//     (misc/kvbench).
//
//   - Cooperative yielding. Elastic work calls [Yield] (runtime.Yield
//     on the goyield toolchain) between small chunks of work, so that it
//     steps aside the moment any other goroutine waits to run. Yield
//     keeps scheduling latency low, so the controller can admit more.
//     Work with long stretches between such points can run as background
//     work instead ([SetBackground], [PacerOptions.Background]): the
//     runtime then preempts it whenever other work waits.
//
// The limit is enforced by a token bucket of CPU nanoseconds
// ([Bucket]) that fills at limit × GOMAXPROCS CPU-seconds per second.
// Work asks for a grant of 10–100ms of CPU before running ([Controller.Admit])
// and measures what it uses in its own running time ([Running]): a
// [Handle]'s OverLimit is cheap enough for tight loops, and a [Pacer]
// wraps the whole cycle for work that must run to completion:
//
//	c, err := elastic.New(elastic.Config{})
//	if err != nil { ... }
//	go c.Run(ctx)
//
//	p := c.NewPacer(elastic.PacerOptions{})
//	defer p.Close()
//	for _, item := range work {
//		if err := p.Pace(ctx); err != nil {
//			return err
//		}
//		process(item) // a few µs of CPU
//	}
//
// [Controller.Stats] reports what an operator graphs: the current limit,
// the observed p99, CPU granted and returned, and time spent waiting.
//
// # Toolchains
//
// The package is written for the goyield toolchain, which provides
// runtime.Yield and runtime.Grunningnanos and sets the build tag
// goexperiment.goyield. [Fork] reports which implementation was built.
// With any other toolchain (or GOEXPERIMENT=nogoyield) the package
// builds and works, with reduced accuracy:
//
//   - [Running] is wall-clock time rather than the goroutine's running
//     time. A grant is therefore also used up by time the goroutine
//     spends waiting for a CPU, blocked, in system calls or descheduled
//     by a Yield, so work is admitted more slowly than the limit says
//     when the process is busy, and the limit is enforced only roughly.
//   - [SetBackground] does nothing, so [PacerOptions.Background] has no
//     effect.
//   - [Yield] does nothing and returns 0. Without Yield, elastic work
//     does not step aside for waiting goroutines; the controller alone
//     keeps latency at its target, by admitting less.
//   - A [Pacer] calls runtime.Gosched where it reads the clock, about
//     once per millisecond of work, instead of yielding every iteration:
//     Gosched costs about a hundred times more than Yield, requeues the
//     caller even when nothing waits, and does not look at the network
//     poller or timers.
package elastic
