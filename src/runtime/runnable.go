// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Scheduler introspection for admission control and per-P sharding:
// runtime.NumRunnableGoroutines and runtime.CurrentP.
//
// Both read scheduler state without sched.lock and without allpLock, and
// neither touches a path that programs not calling them run: they cost
// nothing unless called.
//
// Reading allp without allpLock is sound because the caller holds a P
// and does not reach a safe point while it reads: allp changes only in
// procresize, with the world stopped, and the world cannot stop while a
// P runs without reaching a safe point. NumRunnableGoroutines makes sure
// of that with acquirem, which defers preemption requests, both
// synchronous and asynchronous, until releasem. (yieldProbeWork relies on
// the same argument.)

package runtime

import "internal/runtime/atomic"

// NumRunnableGoroutines returns the number of goroutines waiting in the
// scheduler's run queues for a P to run them, and the number of Ps,
// which is GOMAXPROCS. Their ratio, the runnable goroutines per P, is a
// signal of CPU overload that is cheap enough to sample every
// millisecond.
//
// numRunnable counts the goroutines in the global run queue and in
// every P's local run queue, including the one each P is to run next.
// It does not count running goroutines, including the caller, nor
// goroutines that are ready but not yet queued: made ready by the
// network poller or by an expired timer that no P has yet looked at.
//
// Goroutines that stepped aside in [Yield] and wait in its queue are not
// counted, nor are runnable background goroutines ([SetBackground]),
// which wait in the same queue: they are runnable, but wait by choice
// until the scheduler has nothing else to run, so counting them would
// make the signal rise because background work yields, and rise the
// most when yielding is doing its job. (The runtime/metrics gauge
// /sched/goroutines/runnable:goroutines, which is computed under the
// scheduler's lock, does count them.) A goroutine that Yield moved to
// the tail of its P's local run queue, to let the goroutine waiting
// there run, is counted while it waits: the two traded places, so the
// count is what it would have been had the caller not yielded.
//
// The result is a snapshot taken without stopping the scheduler: each
// queue is read at a slightly different moment, and goroutines that move
// between queues while it is taken may be counted twice or missed. Each
// P's count is clamped to the capacity of its queue. The call takes no
// lock; its cost grows with GOMAXPROCS, by about two cache-line reads per
// P.
//
// NumRunnableGoroutines is provided by the goyield toolchain, for
// programs written for CockroachDB's Go fork, which has the same
// function; code that must also build with other toolchains can use the
// build tag goexperiment.goyield.
func NumRunnableGoroutines() (numRunnable, numProcs int) {
	// Keep this goroutine on its P, without reaching a safe point, so
	// that allp cannot change (see the top of this file).
	mp := acquirem()
	n := atomic.Loadint32(&sched.runq.size) // written under sched.lock; a torn read is impossible, a stale one harmless
	numRunnable = int(max(n, 0))
	for _, pp := range allp {
		numRunnable += runqlenSnapshot(pp)
	}
	numProcs = len(allp)
	releasem(mp)
	return numRunnable, numProcs
}

// runqlenSnapshot returns the number of goroutines in pp's local run
// queue and runnext, read without synchronizing with pp's owner or with
// Ps stealing from it.
func runqlenSnapshot(pp *p) int {
	// head only grows, tail only grows, and head <= tail at every
	// instant. Reading head first therefore gives tail-head >= 0 (in
	// modular arithmetic, as the queue indexes wrap); if the queue moved
	// between the two reads the difference can exceed what the queue
	// ever held, so clamp it.
	head := atomic.Load(&pp.runqhead)
	tail := atomic.Load(&pp.runqtail)
	n := min(tail-head, uint32(len(pp.runq)))
	if atomic.Loaduintptr((*uintptr)(&pp.runnext)) != 0 {
		n++
	}
	return int(n)
}

// CurrentP returns the index of the P running the calling goroutine,
// in [0, GOMAXPROCS). Programs use it to shard counters and other state
// per P, so that goroutines on different Ps do not contend.
//
// The result is a hint: the goroutine may move to another P, and
// GOMAXPROCS may change, at any moment, so two goroutines may see the
// same index at once and a shard must still be safe for concurrent use.
// The index is below GOMAXPROCS as it was at some moment during the
// call, which a change of GOMAXPROCS meanwhile may have lowered: state
// sized by GOMAXPROCS must check the index (or reduce it modulo its
// size), as it must for a GOMAXPROCS that has grown since. While the
// goroutine does not block, make a system call or get preempted, the
// index stays the same, and goroutines running at the same moment have
// different indexes.
//
// CurrentP takes no lock and is inlined into its caller, where it costs
// three dependent loads and a test.
//
// CurrentP is provided by the goyield toolchain, for programs written
// for CockroachDB's Go fork, which has the same function; code that must
// also build with other toolchains can use the build tag
// goexperiment.goyield.
func CurrentP() int {
	// There is no call, hence no synchronous preemption point, among
	// the loads, and isAsyncSafePoint refuses the PCs of runtime code
	// inlined into the caller. But the compiler may place the caller's
	// own instructions between them, where the goroutine can be preempted
	// asynchronously and resume on another M: the M it read may then be
	// one without a P, whose id it cannot return. 0 will do: the result
	// is a hint.
	pp := getg().m.p.ptr()
	if pp == nil {
		return 0
	}
	return int(pp.id)
}
