// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"crypto/sha256"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// bgChunkIters is how many iterations of bgChunk take about 2ms, once
// calibrated.
var bgChunkIters = sync.OnceValue(func() int {
	const n = 1 << 20
	best := time.Duration(1 << 62)
	for range 10 {
		start := time.Now()
		bgChunk(n)
		best = min(best, time.Since(start))
	}
	return max(1, int(float64(n)*float64(2*time.Millisecond)/float64(max(best, 1))))
})

// bgChunk does n iterations of pure Go work with no function calls, as a
// compute kernel does: only an asynchronous preemption can stop it.
//
//go:noinline
func bgChunk(n int) {
	x := yieldSink.Load()
	for i := 0; i < n; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	yieldSink.Store(x)
}

// BenchmarkBackground measures how long foreground work waits to run
// beside 2×GOMAXPROCS CPU-bound goroutines that never call Yield, each
// doing 2ms chunks of pure Go work without function calls, and how much
// work they do.
//
// The foreground arrives as in BenchmarkYieldLatency: handoff (a
// background goroutine readies a waiting goroutine after every chunk),
// timer (a 1ms sleep) or tcp (a client process sends a request every 1ms).
//
// The other goroutines run as:
//
//   - none: there are none (the handoff sender alone runs), for reference.
//   - plain: ordinary goroutines, as with stock Go.
//   - background: background goroutines (SetBackground).
//   - sha256: background goroutines hashing 4MiB buffers with crypto/sha256,
//     whose block function is assembly that cannot be preempted
//     asynchronously: each hash runs to its end, a millisecond or more,
//     before the goroutine steps aside.
//   - yield: ordinary goroutines doing 5µs chunks and calling Yield after
//     each, for comparison with the fork's other way of stepping aside.
//
// Each reports the foreground's p50 and p99 latency, the other goroutines'
// throughput in bytes or chunks (of the same 2ms) per second, and the
// process's CPU time as a share of GOMAXPROCS CPUs (cpu-util; the TCP
// client runs in a process of its own).
func BenchmarkBackground(b *testing.B) {
	b.Cleanup(runtime.ResetBackgroundUsed)
	for _, src := range []string{"handoff", "timer", "tcp"} {
		for _, bg := range []string{"none", "plain", "background", "sha256", "yield"} {
			b.Run(src+"/"+bg, func(b *testing.B) {
				benchBackground(b, src, bg)
			})
		}
	}
}

func benchBackground(b *testing.B, src, bg string) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	iters := bgChunkIters()
	yieldChunkSpins()
	var stop atomic.Bool
	var work atomic.Int64 // 2ms chunks, or bytes hashed
	var wg sync.WaitGroup
	handoff := make(chan int64, 1)
	send := func() {
		select {
		case handoff <- runtime.Nanotime():
		default:
		}
	}
	worker := func(sender bool) {
		switch bg {
		case "background", "sha256":
			runtime.SetBackground(true)
		}
		var buf []byte
		if bg == "sha256" {
			buf = make([]byte, 4<<20)
		}
		for !stop.Load() {
			switch bg {
			case "sha256":
				sha256.Sum256(buf)
				work.Add(int64(len(buf)))
			case "yield":
				for range 400 { // 2ms
					yieldChunk()
					runtime.Yield()
				}
				work.Add(1)
			default:
				bgChunk(iters)
				work.Add(1)
			}
			if sender {
				send()
			}
		}
	}
	n := 2 * runtime.GOMAXPROCS(0)
	if bg == "none" {
		n = 0
		if src == "handoff" {
			n = 1 // the sender
		}
	}
	for i := range n {
		wg.Go(func() { worker(src == "handoff" && i == 0) })
	}
	time.Sleep(10 * time.Millisecond) // let them start

	cpu0 := processCPUTime()
	w0 := work.Load()
	lat := make([]int64, 0, b.N)
	b.ResetTimer()
	start := time.Now()
	switch src {
	case "handoff":
		for range b.N {
			ts := <-handoff
			lat = append(lat, runtime.Nanotime()-ts)
		}
	case "timer":
		const d = time.Millisecond
		for range b.N {
			t0 := time.Now()
			time.Sleep(d)
			lat = append(lat, int64(time.Since(t0)-d))
		}
	case "tcp":
		lat = benchTCPLatency(b, b.N)
	}
	elapsed := time.Since(start)
	b.StopTimer()
	w1 := work.Load()
	cpu1 := processCPUTime()
	stop.Store(true)
	wg.Wait()

	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2]), "p50-ns")
	b.ReportMetric(float64(lat[len(lat)*99/100]), "p99-ns")
	if bg != "none" {
		unit := "bg-chunks/s"
		if bg == "sha256" {
			unit = "bg-bytes/s"
		}
		b.ReportMetric(float64(w1-w0)/elapsed.Seconds(), unit)
	}
	if cpu0 >= 0 && cpu1 >= 0 {
		b.ReportMetric(float64(cpu1-cpu0)/(float64(elapsed)*float64(runtime.GOMAXPROCS(0))), "cpu-util")
	}
	b.ReportMetric(0, "ns/op")
}

// BenchmarkBackgroundScale measures what the background class costs the
// scheduler as GOMAXPROCS grows (more Ps than CPUs stand in for a large
// machine's contention): 2×GOMAXPROCS background goroutines that never
// call Yield keep every P busy, for b.N milliseconds, with no foreground
// work (idle) or with a foreground goroutine sleeping 1ms at a time
// (sleeps), each of whose wake-ups preempts a background goroutine.
//
// It reports, per second: the preemption signals the process received
// (signals/s, sysmon's among them), those the class sent or had its
// threads' timers send (bg-signals/s), the class's requests that a
// goroutine stop for other work (bg-preempts/s), and the share of those
// that the goroutine's next call satisfied before a signal was due
// (guarded). Count sched.lock acquisitions with a uprobe on runtime.lock2
// (see misc/httpbench's README).
func BenchmarkBackgroundScale(b *testing.B) {
	b.Cleanup(runtime.ResetBackgroundUsed)
	for _, procs := range []int{2, 8, 32} {
		for _, fg := range []string{"idle", "sleeps"} {
			b.Run(fmt.Sprintf("procs=%d/fg=%s", procs, fg), func(b *testing.B) {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
				stop := backgroundSpinners(2 * procs)
				time.Sleep(20 * time.Millisecond)
				sig0 := runtime.PreemptSignals()
				p0, s0, g0 := runtime.BackgroundCounts()
				start := time.Now()
				b.ResetTimer()
				if fg == "sleeps" {
					for range b.N {
						time.Sleep(time.Millisecond)
					}
				} else {
					time.Sleep(time.Duration(b.N) * time.Millisecond)
				}
				b.StopTimer()
				secs := time.Since(start).Seconds()
				sig1 := runtime.PreemptSignals()
				p1, s1, g1 := runtime.BackgroundCounts()
				stop()
				b.ReportMetric(float64(sig1-sig0)/secs, "signals/s")
				b.ReportMetric(float64(s1-s0)/secs, "bg-signals/s")
				b.ReportMetric(float64(p1-p0)/secs, "bg-preempts/s")
				if p1 > p0 {
					b.ReportMetric(float64(g1-g0)/float64(p1-p0), "guarded")
				}
				b.ReportMetric(0, "ns/op")
			})
		}
	}
	if testing.Verbose() {
		b.Logf("sched.lock is at %#x", runtime.SchedLockAddr())
	}
}
