// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Export guts of runtime.Yield and runtime.Grunningnanos for testing.

package runtime

import (
	"internal/goexperiment"
	"internal/runtime/sys"
	"unsafe"
)

const (
	GoYieldExperiment = goexperiment.GoYield
	YieldProbePeriod  = yieldProbePeriod
	YieldQuantum      = yieldQuantum
)

// YieldSteps returns the number of times goroutines have stepped aside
// in Yield, as /sched/yields:events reports it.
func YieldSteps() uint64 {
	var a schedStatsAggregate
	lock(&sched.lock)
	a.yield.compute(&a)
	unlock(&sched.lock)
	return a.yield.steps
}

// YieldQueueLen returns the number of goroutines parked in Yield.
func YieldQueueLen() int {
	lock(&sched.lock)
	n := sched.yield.len()
	unlock(&sched.lock)
	return int(n)
}

// SetYieldOff sets GODEBUG=yieldoff and returns the previous value.
func SetYieldOff(v int32) int32 {
	old := yieldDebug.off.Load()
	yieldDebug.off.Store(v)
	return old
}

// RunOnGlobalQueue starts a goroutine running fn and puts it on the
// global run queue, where no P's local checks find it.
func RunOnGlobalQueue(fn func()) {
	gp := getg()
	pc := sys.GetCallerPC()
	systemstack(func() {
		newg := newproc1(*(**funcval)(unsafe.Pointer(&fn)), gp, pc, true, waitReasonZero)
		trace := traceAcquire()
		casgstatus(newg, _Gwaiting, _Grunnable)
		if trace.ok() {
			trace.GoUnpark(newg, 0)
			traceRelease(trace)
		}
		lock(&sched.lock)
		globrunqput(newg)
		unlock(&sched.lock)
	})
}

// StartLocal starts a goroutine running fn in this P's runnext, without
// waking an idle P to take it.
func StartLocal(fn func()) {
	gp := getg()
	pc := sys.GetCallerPC()
	systemstack(func() {
		newg := newproc1(*(**funcval)(unsafe.Pointer(&fn)), gp, pc, false, waitReasonZero)
		runqput(gp.m.p.ptr(), newg, true)
	})
}

// YieldPark parks the caller in the yield queue, as Yield does when work
// waits elsewhere, even if some P is idle, and returns how long it was
// held.
func YieldPark() int64 {
	return yieldStep(getg(), yieldPark_m)
}

// Unpreemptible runs fn with preemption disabled on the current M, so
// that its P runs nothing else until fn returns. fn must not block.
func Unpreemptible(fn func()) {
	mp := acquirem()
	fn()
	releasem(mp)
}

// GrunningDisabled reports whether the linker turned off per-goroutine
// running-time accounting, which it does in programs that cannot call
// Grunningnanos.
func GrunningDisabled() bool {
	return grunningDisabled
}

// CurrentMID returns the ID of the M, that is the thread, running the
// caller.
func CurrentMID() int64 {
	return getg().m.id
}

// IsBackground reports whether the calling goroutine is background work.
func IsBackground() bool {
	return getg().yield.bg
}

// ResetBackgroundUsed forgets that the program has used SetBackground, so
// that the runtime's background sweeper and scavenger leave the background
// class, and the yield queue, for the tests that follow.
func ResetBackgroundUsed() {
	sched.yield.bgUsed.Store(false)
}

// SetPollerLeavesTimers keeps the yield poller from preempting background
// goroutines for expired timers (on=true), leaving them to the timer
// watch, and returns the previous setting.
func SetPollerLeavesTimers(on bool) bool {
	old := yieldPollerLeavesTimers.Load()
	yieldPollerLeavesTimers.Store(on)
	return old
}

// TimerWatchSupported reports whether threads that run background work
// watch their P's timers themselves (background_linux.go).
const TimerWatchSupported = GOOS == "linux"

// SetPollerTestDelay makes the yield poller sleep d nanoseconds, as if it
// waited for a CPU, before each time it polls the network, and returns
// the previous delay.
func SetPollerTestDelay(d int64) int64 {
	return sched.yield.poller.testDelay.Swap(d)
}

// SetNoNetworkProbe keeps the threads that run background goroutines from
// probing the network (on=true), and returns the previous setting.
func SetNoNetworkProbe(on bool) bool {
	old := yieldNoNetworkProbe.Load()
	yieldNoNetworkProbe.Store(on)
	return old
}

// SetPreemptWhileWaking makes a background goroutine that readies
// foreground work on its P also receive a preemption request of the kind
// sysmon makes, in the middle of the channel operation, semaphore release,
// sync.Cond wake-up or I/O deadline that readied it, with goroutines still
// to wake (on=true), and returns the previous setting.
func SetPreemptWhileWaking(on bool) bool {
	old := yieldPreemptWhileWaking.Load()
	yieldPreemptWhileWaking.Store(on)
	return old
}
