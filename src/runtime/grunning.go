// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Per-goroutine running time: runtime.Grunningnanos.
//
// A goroutine's running time is the sum of the intervals it spends in a
// running state: _Grunning, _Gcopystack (growing its own stack), and
// _Gwaiting with a wait reason that only lets the GC or tracer take
// ownership of its stack while it keeps executing on the system stack
// (isWaitingForSuspendG: stopping the world, GC assists, ...). Every
// transition between a running and a non-running state is accounted for
// exactly once, by the M that makes it:
//
//   - casgstatus, which most transitions go through;
//   - casGToPreemptScan, which preempts a goroutine for a stack scan;
//   - the fast paths of entersyscall and exitsyscall, and coroswitch,
//     which change the status with a CAS of their own.
//
// Transitions that only set or clear the _Gscan bit (castogscanstatus,
// casfrom_Gscanstatus), made by the GC and the tracer from other Ms, do
// not change whether the goroutine runs, and do not touch the counters.
// So g.running is written only by the M that owns the goroutine, and read
// only by the goroutine itself: no read races with a suspension.
//
// Leaving a dead status (a new goroutine, or one reusing a dead g) starts
// the count at zero.
//
// One clock read serves both ends of a switch: the time at which a
// goroutine stops running on an M and enters the scheduler is kept in
// m.grunningNow, and the next goroutine that M runs starts its interval
// then, so the scheduler's own work on the switch counts for the
// goroutine it picks. Sleeping Ms (mPark) drop the time, as do Ms
// that run timers (timers.check), which may take any time, and
// findRunnable's blocking netpoll replaces it with the time it reads
// when it wakes. It is never shared across a system call, and a
// goroutine's interval never starts before its previous one ended, even
// if it stopped on another M after this M kept the time.
//
// Reading the clock on every transition costs more than some transitions
// do (an entersyscall/exitsyscall pair, a goroutine switch), so the
// accounting is on only in programs that can call Grunningnanos: the
// linker sets grunningDisabled when runtime.grunningnanos is unreachable
// (see cmd/link/internal/ld/lib.go:linksetup), as it does for
// disableMemoryProfiling. Programs that never ask pay one predictable
// branch per transition. grunningnanos must therefore stay the one
// function all uses go through, and the runtime itself must not call it.

package runtime

import _ "unsafe" // for go:linkname

// grunningDisabled is set by the linker if the program cannot call
// grunningnanos. It never changes at run time.
var grunningDisabled bool

// gRunning is a goroutine's running-time state, g.running.
type gRunning struct {
	nanos int64 // running time up to the current running interval
	start int64 // when the current running interval began, or the last one ended
}

// Grunningnanos returns the time, in nanoseconds, that the calling
// goroutine has spent running since it started.
//
// It counts wall-clock time while the goroutine holds a P and executes Go
// code, including the runtime's work on its behalf (growing its stack, GC
// assists). It excludes time the goroutine spends runnable but waiting
// for a P, blocked (on channels, locks, sleeps, the network), in system
// calls, and switched out as a coroutine (iter.Pull). Time during which
// the operating system deschedules the goroutine's thread while it runs
// still counts: this is the goroutine's share of its Ps, not of CPU
// time. A new goroutine starts at 0. The value never decreases.
//
// Differences between two calls measure the running time of the work in
// between, which is what CPU admission control and accounting need. A
// call costs about as much as reading the monotonic clock.
//
// Grunningnanos is provided by the goyield toolchain; code that must also
// build with other toolchains can use the build tag goexperiment.goyield.
func Grunningnanos() int64 {
	return grunningnanos()
}

// grunningnanos is Grunningnanos. Older code calls it directly:
//
//	//go:linkname grunningnanos runtime.grunningnanos
//	func grunningnanos() int64
//
// Do not remove or change the type signature, and do not call it from
// the runtime: its reachability decides whether accounting is on.
//
// It is nosplit and runs in the runtime, so it is not preempted between
// its loads and the clock read.
//
//go:linkname grunningnanos
//go:nosplit
//go:noinline
func grunningnanos() int64 {
	if grunningDisabled {
		// The linker saw no way to call us.
		throw("grunningnanos called but running-time accounting is disabled")
	}
	gp := getg()
	return gp.running.nanos + (nanotime() - gp.running.start)
}

// grunningState reports whether status s of gp, without the _Gscan bit,
// counts as running. For _Gwaiting it reads gp.waitreason, which
// describes the wait being entered or left.
//
//go:nosplit
func grunningState(gp *g, s uint32) bool {
	switch s {
	case _Grunning, _Gcopystack:
		return true
	case _Gwaiting:
		return isWaitingForSuspendG[gp.waitreason]
	}
	return false
}

// grunningChange accounts for gp's status change from old to new, both
// without the _Gscan bit. Called after the change by the M making it.
//
//go:nosplit
func grunningChange(gp *g, old, new uint32) {
	if old == _Gdead || old == _Gdeadextra || old == _Gidle {
		gp.running.nanos = 0
	}
	was, is := grunningState(gp, old), grunningState(gp, new)
	switch {
	case was && !is:
		if new == _Gsyscall {
			grunningStop(gp)
		} else {
			grunningSwitchOut(gp)
		}
	case !was && is:
		if old == _Gsyscall {
			grunningStart(gp)
		} else {
			grunningSwitchIn(gp)
		}
	}
}

// grunningStop ends gp's running interval.
//
//go:nosplit
func grunningStop(gp *g) {
	now := nanotime()
	gp.running.nanos += now - gp.running.start
	gp.running.start = now
}

// grunningStart begins a running interval of gp.
//
//go:nosplit
func grunningStart(gp *g) {
	gp.running.start = nanotime()
}

// grunningSwitchOut ends gp's running interval as gp gives its M to the
// scheduler, and keeps the time for the goroutine the M runs next.
//
//go:nosplit
func grunningSwitchOut(gp *g) {
	now := nanotime()
	gp.running.nanos += now - gp.running.start
	gp.running.start = now
	getg().m.grunningNow = now
}

// grunningSwitchIn begins a running interval of gp, which the scheduler
// picked, at the time the M's previous goroutine stopped if it has it.
//
//go:nosplit
func grunningSwitchIn(gp *g) {
	mp := getg().m
	if now := mp.grunningNow; now != 0 {
		mp.grunningNow = 0
		gp.running.start = max(now, gp.running.start)
		return
	}
	gp.running.start = nanotime()
}
