// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Background goroutines: runtime.SetBackground.
//
// A background goroutine runs only on spare capacity, as a goroutine
// parked in Yield does, but needs no call to Yield: the scheduler puts it
// in the yield queue (see yield.go) whenever it becomes runnable, and
// preempts it whenever foreground work becomes runnable and no P is idle.
//
// Entering the yield queue. The paths that make a goroutine runnable
// check g.yield.bg: ready (a goroutine woken by another, by a timer, by a
// semaphore, after a GC stack scan), newproc (a goroutine created by a
// background goroutine is one too), injectglist (the network poller, and
// sysmon), goschedImpl (Gosched and preemption), goyield_m and
// exitsyscallNoP. There a background goroutine goes, in _Grunnable, to
// sched.yield.q to start a turn, or, if it was preempted for foreground
// work, to sched.yield.resume to go on with its turn (yieldPushRunnable).
// The yield queue thus holds goroutines parked in Yield, in _Gwaiting, and
// runnable background goroutines; yieldReady makes the former runnable.
//
// Preemption for foreground work. execute records in p.yield.bg whether
// the P runs a background goroutine, and sched.yield.nbgRunning counts
// such Ps, so that while none does, the paths that make foreground work
// runnable (ready, newproc, injectglist, and the yield poller when a
// timer expires) pay one load. Otherwise, if no P is idle,
// yieldPreemptBackground preempts one background
// goroutine: the current P's if it runs one (the background goroutine
// readied the work itself), or else another P's. A P is preempted once
// per scheduling: p.yield.preempted, cleared by execute, records it.
//
// A background goroutine that readies foreground work itself (a channel
// send, an unlock, a wake-up) steps aside for it at the end of the
// runtime operation that readied it (yieldReadied, called from chan.go,
// sema.go and netpoll.go), so that the work runs at once on its P. Other
// background goroutines are preempted with a signal. No preemption stops
// a background goroutine in the middle of such an operation, with
// goroutines it has yet to wake (yieldWakeBegin), nor leaves it in the
// yield queue between the releases of a sync.WaitGroup's waiters
// (yieldSemaWakeBegin).
//
// A preemption signal is lost if it lands while its thread runs in the
// runtime, not at an asynchronous safe point: the thread of a goroutine
// that has readied work may still be in the runtime when a signal lands
// (the wakeup it sent may even have given its CPU to the signaller). So
// the yield poller, poked through the network poller, sends the signals,
// and sends them again, backing off from yieldPreemptRetry, until the P
// runs something else (p.yield.preemptReq). Where a background
// goroutine that readied work cannot step aside at the end of the
// operation (it holds a runtime lock, say, or may wake more goroutines
// on the same semaphore), on Linux its own thread arms a one-shot timer
// that signals it shortly (yieldSelfPreempt): on a busy machine the
// kernel delivers that at once, where the poller may wait a millisecond
// for a CPU. For the same reason, on Linux, a thread that starts a
// background goroutine arms that timer for the next timer on its P (the
// timer watch, yieldWatchTimers), and the signal handler preempts the
// goroutine if the timer has expired (yieldSignal); while the poller has
// lately waited that long for a CPU, the timer also probes the network
// (see background_linux.go).
//
// Turns and the lock guard. A background goroutine's turn begins when it
// starts running from sched.yield.q (execute reads the clock then). While
// every P is busy and some run background goroutines, the yield poller
// holds the blocking-poller role (see yield.go) and preempts, about every
// yieldPollerTick, a background goroutine whose turn has lasted
// yieldQuantum if goroutines wait in the yield queue. sysmon's lock guard
// (yieldSysmon) applies too: a boosted background goroutine is ordinary
// work for a quantum, neither diverted to the yield queue nor preempted
// for foreground work.
//
// GODEBUG=yieldoff=1 turns all of this off: background goroutines are
// then scheduled as any other.

package runtime

import "internal/runtime/atomic"

// SetBackground marks the calling goroutine as background work (on=true)
// or foreground work (on=false), and returns the previous setting, so that
// a function can run as background work and restore the setting when it
// returns:
//
//	defer runtime.SetBackground(runtime.SetBackground(true))
//
// A background goroutine runs only on spare capacity: whenever it becomes
// runnable (it wakes from a channel operation, a lock, a timer or the
// network, or it is preempted), it waits with the goroutines parked in
// [Yield], which run when nothing else is waiting to run. And whenever
// other work becomes runnable while no processor (P) is idle, the runtime
// preempts a background goroutine within microseconds, without any call
// in its code; a background goroutine that makes other work runnable
// steps aside for it itself, as soon as the channel operation, unlock or
// wake-up that did so is complete (an operation that wakes several
// goroutines, such as a close or a Broadcast, wakes them all first). So
// background work that never calls Yield,
// such as a compression library, a sort or a third-party encoder, uses
// every spare cycle without delaying foreground work by more than the
// time it takes to preempt it. Background goroutines take turns at spare
// capacity, a millisecond each, with each other and with goroutines
// parked in Yield, and the runtime's guard for lock holders applies to
// them as it does to goroutines parked in Yield (see [Yield]).
//
// Goroutines started by a background goroutine are background goroutines
// too, as they inherit profiling labels. A goroutine can switch itself
// back with SetBackground(false) at any time. The runtime's background
// sweeper and scavenger join the background class once a program has
// called SetBackground(true).
//
// A goroutine can only be preempted at an asynchronous safe point. Go code
// has one almost everywhere, but the runtime does not preempt assembly
// code, such as the bodies of many hash, checksum and cipher functions,
// and code in cgo calls: a background goroutine in a long stretch of
// either delays foreground work until that stretch ends. So do
// GODEBUG=asyncpreemptoff=1 and code that loops without function calls
// on ports that cannot preempt asynchronously. Background goroutines can
// still call Yield, and benefit from it at points of their choosing.
//
// Setting GODEBUG=yieldoff=1 turns the background class off: background
// goroutines are then scheduled as any other, and Yield does nothing.
// Background goroutines show as such in tracebacks and execution traces,
// and runtime/metrics counts them (/sched/goroutines/background:goroutines)
// and their preemptions for foreground work
// (/sched/preemptions/background:events).
//
// SetBackground is provided by the goyield toolchain, which sets the build
// tag goexperiment.goyield.
func SetBackground(on bool) (prev bool) {
	gp := getg()
	prev = gp.yield.bg
	if on == prev {
		return prev
	}
	if on {
		sched.yield.nbg.Add(1)
		if !sched.yield.bgUsed.Load() {
			sched.yield.bgUsed.Store(true)
			sched.yield.used.Store(true) // arm the lock guard
		}
		yieldPollerKick()
	} else {
		sched.yield.nbg.Add(-1)
	}
	mp := acquirem()
	gp.yield.bg = on
	if pp := mp.p.ptr(); pp != nil {
		yieldSetRunning(pp, on && yieldDebug.off.Load() == 0)
		if on && yieldDebug.off.Load() == 0 {
			yieldWatchTimers(mp, pp)
		}
	}
	releasem(mp)
	if on {
		// Step aside now if anything is waiting to run.
		Yield()
	}
	return prev
}

// yieldRuntimeBackground puts the calling runtime worker, the background
// sweeper or the scavenger, in the background class once the program uses
// it. (Only tests clear sched.yield.bgUsed, which takes the workers out
// again.)
func yieldRuntimeBackground() {
	if on := sched.yield.bgUsed.Load(); on != getg().yield.bg {
		SetBackground(on)
	}
}

// yieldInherit makes newg, a new user goroutine, a background goroutine
// if its creator, parent, is one.
func yieldInherit(newg, parent *g) {
	if parent != nil && parent.yield.bg {
		newg.yield.bg = true
		sched.yield.nbg.Add(1)
	}
}

// yieldGdestroy clears gp's Yield state as gp exits.
func yieldGdestroy(gp *g) {
	if gp.yield.bg {
		sched.yield.nbg.Add(-1)
	}
	gp.yield = yieldG{}
}

// yieldDivert reports whether gp, a background goroutine that is becoming
// runnable, goes to the yield queue. Callers check gp.yield.bg first, so
// that foreground goroutines pay one load.
func yieldDivert(gp *g) bool {
	if yieldDebug.off.Load() != 0 {
		return false
	}
	if gp.yield.releasing {
		// Preempted while it releases a semaphore's waiters in a
		// loop (see yieldSemaWakeBegin): it waits in a run queue this
		// once, so that the rest are not left waiting with it.
		gp.yield.releasing = false
		return false
	}
	if gp.yield.boosted {
		// Ordinary work for a quantum: see yieldSysmon.
		if gp.yield.turn == 0 || nanotime()-gp.yield.turn < yieldQuantum {
			return false
		}
		gp.yield.boosted = false
	}
	return true
}

// yieldPushRunnable puts gp, a runnable background goroutine, in the yield
// queue: in sched.yield.resume if resume is set, to go on with its turn,
// or in sched.yield.q to start a new one. The caller holds sched.lock if
// locked is set, and must then make sure that an idle P finds gp, as
// globrunqput's callers do; otherwise yieldPushRunnable wakes an idle P
// itself, and the caller must hold a P.
func yieldPushRunnable(gp *g, resume, locked bool) {
	gp.yield.since = nanotime()
	if !resume {
		gp.yield.turn = 0
	}
	if !locked {
		lock(&sched.lock)
	}
	if resume {
		sched.yield.resume.pushBack(gp)
	} else {
		sched.yield.q.pushBack(gp)
	}
	if !locked {
		unlock(&sched.lock)
		// The invariant in yield.go: a P that went idle before the
		// push must be woken.
		if sched.npidle.Load() != 0 {
			wakep()
		}
	}
}

// yieldBackgroundSched_m deschedules gp, a running background goroutine,
// into the yield queue, for goschedImpl and goyield_m: gp called Gosched
// or was preempted. If it was preempted for foreground work, or resume is
// set, it goes on with its turn when it resumes.
func yieldBackgroundSched_m(gp *g, resume bool) {
	pp := gp.m.p.ptr()
	resume = resume || pp.yield.preempted.Load() != 0
	trace := traceAcquire()
	if trace.ok() {
		// Trace before the transition, while we own gp's stack.
		trace.GoStop(traceGoStopBackground)
	}
	casgstatus(gp, _Grunning, _Grunnable)
	if trace.ok() {
		traceRelease(trace)
	}
	dropg()
	gp.yield.boosted = false
	gp.yield.releasing = false
	yieldPushRunnable(gp, resume, false)
	if pp.yield.pollNetwork {
		// A network probe found events the poller has not taken.
		pp.yield.pollNetwork = false
		yieldPollNetwork()
	}
	schedule()
}

// yieldInjectBackground moves the background goroutines that go to the
// yield queue out of q, a list of goroutines injectglist has made
// runnable, and returns how many it moved. Inlined: while no background
// goroutine exists, it costs one load.
func yieldInjectBackground(q *gQueue) int32 {
	if sched.yield.nbg.Load() == 0 {
		return 0
	}
	return yieldInjectBackgroundSlow(q)
}

func yieldInjectBackgroundSlow(q *gQueue) int32 {
	var keep gQueue
	var bg gQueue
	for !q.empty() {
		gp := q.pop()
		if gp.yield.bg && yieldDivert(gp) {
			gp.yield.since = nanotime()
			gp.yield.turn = 0
			bg.pushBack(gp)
		} else {
			keep.pushBack(gp)
		}
	}
	*q = keep
	if !bg.empty() {
		lock(&sched.lock)
		sched.yield.q.pushBackAll(bg)
		unlock(&sched.lock)
	}
	return bg.size
}

// yieldForegroundInjected is called by injectglist when it has made n
// foreground goroutines runnable. If some P runs a background goroutine,
// it preempts one for them.
func yieldForegroundInjected(n int32) {
	if n != 0 && sched.yield.nbgRunning.Load() != 0 {
		yieldPreemptBackground()
	}
}

// yieldForegroundReady is called when gp has become runnable, after wakep
// has looked for an idle P. If gp is foreground work and some P runs a
// background goroutine, it preempts one for gp. Inlined: while no P runs a
// background goroutine, it costs one load.
func yieldForegroundReady(gp *g) {
	if sched.yield.nbgRunning.Load() != 0 && !gp.yield.bg {
		yieldPreemptBackground()
	}
}

// yieldPreemptBackground preempts a background goroutine for foreground
// work that has just become runnable, if no P is idle and some P runs a
// background goroutine that is not being preempted already. It prefers
// the current P's.
//
// A spinning M does not excuse the preemption: it may have looked at the
// run queue that holds the work already, and then it takes a goroutine
// from the yield queue instead, while the work waits for the end of a
// background goroutine's turn. (With an idle P, the spinning M that finds
// work wakes another, as in stock Go, which finds it.)
func yieldPreemptBackground() {
	if sched.npidle.Load() != 0 || yieldDebug.off.Load() != 0 {
		return
	}
	mp := acquirem()
	self := mp.p.ptr()
	if self != nil && mp.curg == nil && self.runqhead == atomic.Load(&self.runqtail) {
		// The scheduler made the work runnable, running a timer for
		// instance, and put it in runnext: this P runs it next.
		releasem(mp)
		return
	}
	if self != nil && yieldPreemptP(self, mp) {
		releasem(mp)
		return
	}
	// allp cannot change while we hold a P without reaching a safe
	// point; without a P, allpLock keeps it.
	if self == nil {
		lock(&allpLock)
	}
	for _, pp := range allp {
		if pp != self && yieldPreemptP(pp, mp) {
			break
		}
	}
	if self == nil {
		unlock(&allpLock)
	}
	releasem(mp)
}

// yieldPreemptP preempts the background goroutine that pp runs, if it
// does and it is not being preempted already, and reports whether it did.
// mp is the calling M.
func yieldPreemptP(pp *p, mp *m) bool {
	if !pp.yield.bg.Load() || pp.yield.preempted.Load() != 0 {
		return false
	}
	pm := pp.m.ptr()
	if pm == nil {
		return false
	}
	gp := pm.curg
	if gp == nil || !gp.yield.bg || gp.yield.boosted && nanotime()-gp.yield.turn < yieldQuantum {
		return false
	}
	if !pp.yield.preempted.CompareAndSwap(0, 1) {
		return false
	}
	sched.yield.bgPreempts.Add(1)
	if pm == mp {
		// Our own goroutine, which has just readied the work: it
		// steps aside at the end of the runtime operation that did
		// so (yieldReadied). p.preempt lets any preemption signal
		// stop it meanwhile; gp.preempt would also stop it at a
		// function call inside that operation (releasem sets the
		// stack guard when it sees it), with goroutines it has yet
		// to wake (see yieldReadied). Paths that have no such hook
		// rely on the poller, which signals gp if it has not stepped
		// aside yieldPreemptRetry from now: waking the poller now
		// could only take our CPU.
		pp.preempt = true
		mp.yield.stepAside = true
		pp.yield.preemptAt.Store(nanotime())
		pp.yield.preemptReq.Store(2)
		if yieldPreemptWhileWaking.Load() {
			// As sysmon might ask, at the worst moment (tests).
			gp.preempt = true
			gp.stackguard0 = stackPreempt
		}
		return true
	}
	pp.yield.preemptReq.Store(1)
	preemptone(pp)
	// The poller signals it again in case that is lost.
	yieldPollerPoke()
	return true
}

// yieldWakeBegin is called by the runtime operations that make goroutines
// runnable on behalf of the calling goroutine (see yieldReadied) once the
// goroutines to wake are known only to the operation: taken from a
// channel's or a notify list's queue, or unblocked from a pollDesc, still
// under the lock that kept them. From there to the end of the operation
// (yieldReadied), a background goroutine is not preempted: it holds
// m.locks (acquirem), as it did under that lock.
//
// An ordinary goroutine preempted there waits only for its turn in a run
// queue, and the goroutines it holds with it. A background goroutine
// would wait in the yield queue, for spare capacity that never comes while
// the goroutines it has yet to wake are the foreground work that keeps
// the Ps busy. And a preemption requested while it holds the runtime lock
// (by sysmon, by the yield poller at the end of a turn, by another P for
// foreground work, by the garbage collector) lands exactly there: the
// lock defers the request to the first function call after the unlock,
// which is the first wake-up.
//
// Inlined: for other goroutines it costs one load.
func yieldWakeBegin() {
	if getg().yield.bg {
		acquirem()
	}
}

// yieldWakeEnd ends what yieldWakeBegin began: as releasem does, it lets
// a preemption requested meanwhile stop the goroutine at its next
// function call. yieldReadied calls it; semrelease1 calls it before it
// may hand its P to the goroutine it woke, which it cannot do while the
// caller holds m.locks.
func yieldWakeEnd() {
	if gp := getg(); gp.yield.bg {
		yieldWakeEndSlow(gp)
	}
}

func yieldWakeEndSlow(gp *g) {
	releasem(gp.m)
}

// yieldSemaWakeBegin is yieldWakeBegin for semrelease1, which has just
// taken s, the waiter it will wake, from a semaphore's queue; nwait
// counts the goroutines that still wait in the semaphore's bucket.
//
// The runtime's part of a release ends with one wake-up, but sync.WaitGroup
// and sync.RWMutex.Unlock (for the readers) release their waiters in a loop
// of calls, outside the runtime. So if others still wait, and s is not
// waiting for a sync.Mutex or for the write lock of a sync.RWMutex (which
// wake one waiter per Unlock, and whose waiters the lock guard covers), a
// background goroutine records that it is releasing waiters
// (g.yield.releasing): if it is preempted before its next release, it
// waits in a run queue, as any goroutine would, rather than in the yield
// queue (see yieldDivert). Its last release clears that.
//
// Inlined: for other goroutines it costs one load.
func yieldSemaWakeBegin(s *sudog, nwait *atomic.Uint32) {
	if gp := getg(); gp.yield.bg {
		yieldSemaWakeBeginSlow(gp, s, nwait)
	}
}

func yieldSemaWakeBeginSlow(gp *g, s *sudog, nwait *atomic.Uint32) {
	acquirem()
	reason := s.g.waitreason
	gp.yield.releasing = nwait.Load() != 0 && reason != waitReasonSyncMutexLock && reason != waitReasonSyncRWMutexLock
}

// yieldPreemptWhileWaking, set only by tests, makes a background goroutine
// that readies foreground work on its P also receive a preemption request
// of the kind sysmon makes, in the middle of the operation that readied
// it (see yieldWakeBegin).
var yieldPreemptWhileWaking atomic.Bool

// yieldReadied is called at the end of the runtime operations that make
// goroutines runnable on behalf of the calling goroutine: channel sends,
// receives and closes, sync.Cond wake-ups, and I/O deadlines and closes
// (semrelease1 calls yieldSemreleased). It ends what yieldWakeBegin began.
// Then, if the caller is a background goroutine whose P has foreground
// work to run (yieldPreemptP has asked it to step aside), it steps aside
// now, so that the work runs at once on its P, rather than at its next
// asynchronous safe point.
//
// It steps aside at the end of the operation, not as soon as the first
// goroutine is readied: an operation that wakes several goroutines
// (close, Broadcast, a deadline that unblocks a reader and a writer)
// wakes them all first. A background goroutine that stepped aside in the
// middle would hold the rest until spare capacity comes round, which can
// be never while foreground work keeps every P busy.
//
// Inlined: for other goroutines it costs one load.
func yieldReadied() {
	if gp := getg(); gp.yield.bg {
		yieldReadiedBackground(gp)
	}
}

func yieldReadiedBackground(gp *g) {
	yieldWakeEndSlow(gp)
	yieldReadiedSlow(gp, false)
}

// yieldSemreleased is yieldReadied for semrelease1, which has called
// yieldWakeEnd already. nwait counts the goroutines that still wait on the
// semaphore's bucket. If there are any, the caller may be about to wake
// them too, as sync.RWMutex.Unlock and sync.WaitGroup do in a loop of
// releases, so it steps aside at its next asynchronous safe point
// instead, which is outside the runtime, and so after the runtime's part
// of each release (and if that is in the middle of such a loop, it waits
// in a run queue: see yieldSemaWakeBegin).
func yieldSemreleased(nwait *atomic.Uint32) {
	if gp := getg(); gp.yield.bg {
		yieldReadiedSlow(gp, nwait.Load() != 0)
	}
}

func yieldReadiedSlow(gp *g, later bool) {
	mp := gp.m
	pp := mp.p.ptr()
	if gp != mp.curg || pp == nil || pp.yield.preempted.Load() == 0 {
		return
	}
	if later || gp.preemptStop || !yieldAllowed(gp) {
		// Not here. If the preemption is ours, have it signalled:
		// gp stops at its next asynchronous safe point, by our
		// thread's timer (on Linux) or the poller's signal, or,
		// without asynchronous preemption, at the function call
		// after the poller's.
		if mp.yield.stepAside {
			mp.yield.stepAside = false
			if !yieldSelfPreempt(mp) {
				yieldPollerPoke()
			}
		}
		return
	}
	if !yieldDivert(gp) {
		return // boosted: ordinary work for now
	}
	mcall(yieldStepAside_m)
}

// yieldStepAside_m deschedules gp, a background goroutine that has
// readied foreground work, into the yield queue, to go on with its turn
// when spare capacity comes round.
func yieldStepAside_m(gp *g) {
	yieldBackgroundSched_m(gp, true)
}

// yieldM is an M's state for the background class.
type yieldM struct {
	// A one-shot timer that signals the M's thread to preempt its
	// background goroutine (see background_linux.go), created for the
	// thread timerTid. Used only by the M itself.
	timer      int32
	timerValid bool

	// stepAside records that the M's background goroutine has readied
	// foreground work on the M's P and is to step aside for it at the
	// end of the runtime operation that readied it (yieldReadied), and
	// that nothing else has been asked to preempt it yet. Cleared by
	// execute. (It fits beside timerValid: the size of m, and so the
	// layout of the data after m0, is as before.)
	stepAside bool

	timerTid uint64

	// armed is when the timer is set to fire, or 0.
	armed int64
}

// yieldPollerLeavesTimers, set only by tests, keeps the yield poller from
// preempting background goroutines for expired timers, which leaves them
// to the timer watch (background_linux.go).
var yieldPollerLeavesTimers atomic.Bool

// yieldNoNetworkProbe, set only by tests, keeps the threads that run
// background goroutines from probing the network (background_linux.go).
var yieldNoNetworkProbe atomic.Bool

// yieldPreemptRetry is how long the yield poller waits before it signals a
// background goroutine again when a preemption for foreground work has
// not taken effect; it doubles with every signal, up to
// yieldPreemptRetry<<yieldPreemptBackoff, so that a goroutine in a long
// stretch of code that cannot be preempted, such as assembly, does not
// drown in signals.
const (
	yieldPreemptRetry   = 20 * 1000 // 20µs
	yieldPreemptBackoff = 3
)

// yieldExecute keeps pp's background state as execute starts gp on it.
// execute calls it if gp or the goroutine before it on pp is a background
// goroutine.
func yieldExecute(pp *p, gp *g) {
	pp.yield.preempted.Store(0)
	pp.yield.preemptReq.Store(0)
	gp.m.yield.stepAside = false
	bg := gp.yield.bg && yieldDebug.off.Load() == 0
	yieldSetRunning(pp, bg)
	if bg {
		if gp.yield.turn == 0 {
			gp.yield.turn = nanotime()
		}
		yieldWatchTimers(gp.m, pp)
	}
}

// yieldSetRunning records whether pp runs a background goroutine.
func yieldSetRunning(pp *p, bg bool) {
	if pp.yield.bg.Load() == bg {
		return
	}
	pp.yield.bg.Store(bg)
	if !bg {
		sched.yield.nbgRunning.Add(-1)
		return
	}
	sched.yield.nbgRunning.Add(1)
	if sched.npidle.Load() == 0 {
		// The poller must watch timers and the network, and see to
		// turns.
		yieldPollerWake()
	}
}

// yieldPIdle records that pp, going idle or being destroyed, runs no
// background goroutine.
func yieldPIdle(pp *p) {
	if pp.yield.bg.Load() {
		yieldSetRunning(pp, false)
	}
	pp.yield.preempted.Store(0)
	pp.yield.preemptReq.Store(0)
	pp.yield.probeAt = 0
	pp.yield.pollNetwork = false
}

// yieldPollBackground is the yield poller's work for background
// goroutines, done every time it wakes while some P runs one: it sends,
// and sends again, the signals that preempt background goroutines for
// foreground work, and ends the turns that have lasted yieldQuantum while
// goroutines wait in the yield queue. It returns when it must look again
// at a preemption that has not taken effect, or 0.
//
//go:nowritebarrierrec
func yieldPollBackground(now int64) (retry int64) {
	waiting := !sched.yield.empty()
	lock(&allpLock)
	for _, pp := range allp {
		if !pp.yield.bg.Load() {
			continue
		}
		pm := pp.m.ptr()
		if pm == nil {
			continue
		}
		// gp may be gone by the time the signal lands: execute
		// clears preemptReq, which narrows the window, and a stray
		// preemption costs its victim a trip through the run queue.
		gp := pm.curg
		if n := pp.yield.preemptReq.Load(); n != 0 {
			if gp == nil || !gp.yield.bg {
				continue
			}
			next := now
			if n > 1 {
				next = pp.yield.preemptAt.Load() + yieldPreemptRetry<<min(n-2, yieldPreemptBackoff)
			}
			if now >= next && pp.yield.preemptReq.CompareAndSwap(n, n+1) {
				preemptone(pp)
				pp.yield.preemptAt.Store(now)
				next = now + yieldPreemptRetry<<min(n-1, yieldPreemptBackoff)
			}
			if retry == 0 || next < retry {
				retry = next
			}
			continue
		}
		if !waiting || pp.yield.preempted.Load() != 0 {
			continue
		}
		if gp != nil && gp.yield.bg && gp.yield.turn != 0 && now-gp.yield.turn >= yieldQuantum {
			// The turn is over: gp goes to the tail of sched.yield.q
			// (p.yield.preempted is not set).
			preemptone(pp)
		}
	}
	unlock(&allpLock)
	return retry
}
