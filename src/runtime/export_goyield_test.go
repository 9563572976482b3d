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

// YieldQueueHas reports whether the goroutine with the given id is in the
// yield queue, and whether it is parked in Yield there rather than a
// runnable background goroutine.
func YieldQueueHas(goid uint64) (in, parked bool) {
	lock(&sched.lock)
	defer unlock(&sched.lock)
	for _, q := range [...]*gQueue{&sched.yield.resume, &sched.yield.q} {
		for gp := q.head.ptr(); gp != nil; gp = gp.schedlink.ptr() {
			if gp.goid == goid {
				return true, readgstatus(gp)&^_Gscan == _Gwaiting
			}
		}
	}
	return false, false
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

// BackgroundReinstall runs the hook by which execute settles the P's
// class as it installs the calling goroutine on the P, as if the P had
// just taken it from the yield queue.
func BackgroundReinstall() {
	mp := acquirem()
	mp.curg.bg.popped = true
	bgExecute(mp.p.ptr(), mp.curg)
	releasem(mp)
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
	return getg().bg.on
}

// IsInheritedBackground reports whether the calling goroutine is
// background work by inheritance only.
func IsInheritedBackground() bool {
	return getg().bg.on && getg().bg.inherited
}

// ResetBackgroundUsed forgets that the program has used SetBackground, so
// that the runtime's background sweeper and scavenger leave the background
// class, and the yield queue, for the tests that follow.
func ResetBackgroundUsed() {
	sched.bg.used.Store(false)
}

// BackgroundTimerSupported reports whether threads that run background
// work have deadline timers of their own (background_linux.go).
const BackgroundTimerSupported = GOOS == "linux"

// BackgroundGrace is how long after a request through the stack guard a
// signal follows.
const BackgroundGrace = bgGrace

// BackgroundCheck stops the world and verifies the background class's
// invariants I1 and I2 (see background.go); it throws if they do not
// hold. It also returns the number of Ps that run background work, which
// with the world stopped is at most the caller's.
func BackgroundCheck() int {
	stw := stopTheWorld(stwForTestResetDebugLog) // any stop will do
	bgCheck()
	n := sched.bg.nrunning.Load()
	startTheWorld(stw)
	return int(n)
}

// BackgroundQueuedAsOrdinary stops the world and returns how many
// goroutines of the background class wait in a run queue, a P's or the
// global one, where I4 (background.go) lets only boosted goroutines
// (bgClass leaves them out) and lock holders wait.
func BackgroundQueuedAsOrdinary() int {
	stw := stopTheWorld(stwForTestResetDebugLog) // any stop will do
	n := 0
	count := func(gp *g) {
		if gp != nil && bgClass(gp) && !gp.bg.holder {
			n++
		}
	}
	for _, pp := range allp {
		count(pp.runnext.ptr())
		for i := pp.runqhead; i != pp.runqtail; i++ {
			count(pp.runq[i%uint32(len(pp.runq))].ptr())
		}
	}
	lock(&sched.lock)
	for gp := sched.runq.head.ptr(); gp != nil; gp = gp.schedlink.ptr() {
		count(gp)
	}
	unlock(&sched.lock)
	startTheWorld(stw)
	return n
}

// BackgroundRunningPs returns sched.bg.nrunning.
func BackgroundRunningPs() int {
	return int(sched.bg.nrunning.Load())
}

// BackgroundCounts returns the background class's counters: preemptions
// for other work, signals sent by the class or by its threads' timers,
// and requests that the stack guard satisfied before the signal was due.
func BackgroundCounts() (preempts, signals, guarded uint64) {
	return sched.bg.preempts.Load(), sched.bg.signals.Load(), sched.bg.guarded.Load()
}

// BackgroundRequestOthers asks one background goroutine on a P other
// than the caller's to stop for other work, as bgPreemptFor does when no
// P is idle, and returns the ID of the P it asked, or -1.
func BackgroundRequestOthers() int {
	mp := acquirem()
	pp := bgRequestOthers(mp.p.ptr(), 1, nanotime(), nil)
	releasem(mp)
	if pp == nil {
		return -1
	}
	return int(pp.id)
}

// BackgroundPRunning reports whether P id records that it runs background
// work.
func BackgroundPRunning(id int) bool {
	mp := acquirem()
	defer releasem(mp)
	if id < 0 || id >= len(allp) {
		return false
	}
	return allp[id].bg.running.Load()
}

// BackgroundOwnP reports whether the caller's P records that it runs
// background work, and whether the caller is background work, both read
// without a preemption between them.
func BackgroundOwnP() (recorded, is bool) {
	mp := acquirem()
	defer releasem(mp)
	return mp.p.ptr().bg.running.Load(), bgClass(getg())
}

// BlockInSyscall blocks the calling goroutine's thread for d in a system
// call, as a blocking read or a cgo call would, keeping its P until
// sysmon takes it.
func BlockInSyscall(d int64) {
	entersyscall()
	for end := nanotime() + d; nanotime() < end; {
		usleep(100)
	}
	exitsyscall()
}

// StopTheWorldFor stops the world for d nanoseconds from the calling
// goroutine, which goes on running after it, as one whose allocation
// starts a collection does.
func StopTheWorldFor(d int64) {
	stw := stopTheWorld(stwForTestResetDebugLog) // any stop will do
	for end := nanotime() + d; nanotime() < end; {
		usleep(100)
	}
	startTheWorld(stw)
}

// BackgroundPInSyscall returns the ID of a P that records background
// work whose goroutine is in a system call, or -1.
func BackgroundPInSyscall() int {
	mp := acquirem()
	defer releasem(mp)
	for _, pp := range allp {
		if !pp.bg.running.Load() {
			continue
		}
		if pm := pp.m.ptr(); pm != nil {
			if gp := pm.curg; gp != nil && readgstatus(gp)&^_Gscan == _Gsyscall {
				return int(pp.id)
			}
		}
	}
	return -1
}

// PreemptSignals returns the number of preemption signals the process's
// threads have received, sysmon's and the background class's alike.
func PreemptSignals() uint64 {
	var n uint64
	lock(&sched.lock)
	for mp := allm; mp != nil; mp = mp.alllink {
		n += uint64(mp.preemptGen.Load())
	}
	unlock(&sched.lock)
	return n
}

// SchedLockAddr returns the address of sched.lock, for counting its
// acquisitions with a uprobe on runtime.lock2.
func SchedLockAddr() uintptr {
	return uintptr(unsafe.Pointer(&sched.lock))
}

// bgCheck verifies I1 and I2 with the world stopped: every P but the
// caller's is released, so only the caller's can run background work.
func bgCheck() {
	n := int32(0)
	self := getg().m.p.ptr()
	for _, pp := range allp {
		if !pp.bg.running.Load() {
			continue
		}
		n++
		if pp != self || !bgClass(getg().m.curg) {
			print("runtime: P", pp.id, " status ", pp.status, "\n")
			throw("bgCheck: a P records background work it does not run")
		}
	}
	if self != nil && bgClass(getg().m.curg) && !self.bg.running.Load() {
		throw("bgCheck: the current P runs background work it does not record")
	}
	if sched.bg.nrunning.Load() != n {
		print("runtime: nrunning=", sched.bg.nrunning.Load(), " counted=", n, "\n")
		throw("bgCheck: sched.bg.nrunning does not count the Ps that run background work")
	}
}

// InheritedBackgroundGoroutines returns the IDs of the goroutines that are
// background work by inheritance only.
func InheritedBackgroundGoroutines() map[uint64]bool {
	ids := make(map[uint64]bool)
	forEachG(func(gp *g) {
		if gp.bg.on && gp.bg.inherited && readgstatus(gp) != _Gdead {
			ids[gp.goid] = true
		}
	})
	return ids
}

// SyncLocksHeld returns how many sync locks the runtime counts the calling
// goroutine as holding (synclocks.go).
func SyncLocksHeld() int32 {
	return getg().bg.locks
}

// ChanLocksHeld returns how many channels the runtime counts the calling
// goroutine as holding as locks (synclocks.go).
func ChanLocksHeld() int32 {
	return getg().bg.chans
}

// AgeLockClocks moves the calling goroutine's heldSince and chanSince,
// where set, back by units of lockClock, as if that much time had passed
// since (synclocks.go).
func AgeLockClocks(units uint32) {
	gp := getg()
	if gp.bg.heldSince != 0 {
		gp.bg.heldSince = int32(uint32(gp.bg.heldSince) - units)
	}
	if gp.bg.chanSince != 0 {
		gp.bg.chanSince = int32(uint32(gp.bg.chanSince) - units)
	}
}

// LockHoldBound and ChanHoldBound are how long, in nanoseconds, a
// goroutine found holding sync locks, or channels as locks, stays a
// holder if its count does not fall to zero (synclocks.go).
const (
	LockHoldBound = lockHoldBound
	ChanHoldBound = chanHoldBound
)

// BgLockHolder reports whether the runtime would schedule the calling
// goroutine, were it background work stopped now, as ordinary work for
// the locks it holds.
func BgLockHolder() bool {
	return bgLockHolder(getg())
}

// YieldLockHolder reports whether Yield would count the calling goroutine
// as a lock holder, and so not step aside (lockHolder).
func YieldLockHolder() bool {
	return lockHolder(getg())
}

// YieldBoost makes the goroutine with the given id, if it is in the yield
// queue, ordinary work for a quantum, as the lock guard does for the one
// that has waited longest (yieldSysmon), and reports whether it was there.
func YieldBoost(goid uint64) bool {
	var list gList
	var runnable gQueue
	var found *g
	lock(&sched.lock)
	for _, q := range [...]*gQueue{&sched.yield.resume, &sched.yield.q} {
		var rest gQueue
		for gp := q.pop(); gp != nil; gp = q.pop() {
			if gp.goid == goid {
				found = gp
			} else {
				rest.pushBack(gp)
			}
		}
		*q = rest
	}
	if found != nil {
		yieldBoost(found, &list, &runnable)
	}
	if !runnable.empty() {
		globrunqputbatch(&runnable)
	}
	unlock(&sched.lock)
	injectglist(&list)
	return found != nil
}

// YieldPollerSleeping reports whether the yield poller is asleep.
func YieldPollerSleeping() bool {
	return sched.yield.poller.state.Load() == yieldPollerSleeping
}

// YieldReadyPopped reports whether yieldReady marks a goroutine taken from
// the yield queue for bgSetP's check for waiting work as it is installed:
// one runnable there (background work stopped for other work), and one
// parked in Yield. Neither goroutine ever runs.
func YieldReadyPopped() (runnable, parked bool) {
	for _, st := range []uint32{_Grunnable, _Gwaiting} {
		gp := new(g)
		gp.atomicstatus.Store(st)
		gp.waitreason = waitReasonYield
		yieldReady(gp)
		if st == _Grunnable {
			runnable = gp.bg.popped
		} else {
			parked = gp.bg.popped
		}
	}
	return runnable, parked
}

// AcquireWorldsema takes worldsema, as stopTheWorld does, without
// stopping the world; HandOffWorldsema releases it as startTheWorld does,
// handing it to its next waiter; WorldsemaWaiters counts those.
func AcquireWorldsema() { semacquire(&worldsema) }

func HandOffWorldsema() {
	mp := acquirem()
	semrelease1(&worldsema, true, 0)
	releasem(mp)
}

func WorldsemaWaiters() uint32 { return semtable.rootFor(&worldsema).nwait.Load() }
