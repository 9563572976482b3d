// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// runtime.Yield: background work steps aside for anything waiting to run.
//
// Yield has three tiers of cost:
//
//  1. The fast path, inlined into the caller: if some P is idle, any
//     goroutine that becomes runnable will be run by that P, so there is
//     nothing to step aside for. One atomic load of sched.npidle.
//
//  2. The O(1) slow path (yieldSlow), on every call while no P is idle:
//     this P's runnext and local run queue, the global run queue, and
//     sched.yield.signal, which the poller sets when it learns off-P of
//     work no P can see, or when probes are overdue (see below).
//
//  3. The probe (yieldProbe), gated by time: at most once per
//     yieldProbePeriod across all Ps, a P looks at every other P's run
//     queue, at every P's timers, and polls the network without blocking.
//     So that the clock is not read on every call, each P skips a number
//     of calls between clock reads, sized from the observed call rate to
//     read the clock about yieldClockReads times per period. If the calls
//     slow down, the skip count can outlast the period many times over;
//     the poller then raises yieldSignalProbe, and the next call probes
//     and sizes the skip count afresh.
//
// Stepping aside takes one of two forms. If the only waiting work is in
// this P's local run queue, the caller moves to the tail of that queue,
// which keeps it on this P and its cache. Otherwise, or if the caller's
// previous step-aside was such a swap (two yielders on one P would
// otherwise hand the P back and forth forever), it parks in the yield
// queue with wait reason "yield". A yielder that steps aside for the
// global run queue first moves a goroutine from it to its own runnext,
// so that every yielder that saw the same goroutine does not park for it.
//
// Turns. Yielders that keep every P busy with nothing else waiting never
// find anything to step aside for, so without more, the goroutines parked
// in the yield queue would wait as long as those run, and so would the
// waiters of any lock a parked goroutine holds. So yielders take turns on
// spare capacity: at its clock reads (tier 3), a yielder whose turn has
// lasted yieldQuantum gives way if the yield queue is not empty, parking
// behind the goroutines waiting for a turn. The yield queue is two queues
// (see yieldSched): goroutines that stepped aside for waiting work resume
// first, in the midst of their turn, and then goroutines that gave way
// start new turns, oldest first.
//
// The lock guard. While other work keeps every P busy, turns do not come
// round, and a parked goroutine that holds a sync.Mutex would hold up its
// waiters for as long as that lasts. semacquire1 counts the goroutines
// blocked on sync.Mutex and sync.RWMutex once Yield has been used, and
// while some have been blocked for yieldLockWaitBound, sysmon makes the
// longest-parked goroutine ordinary work for a quantum (see yieldSysmon).
//
// The yield queue is protected by sched.lock. findRunnable takes from it
// only after the local, global, network and steal sources come up empty,
// before idle-priority GC work. The invariant that makes Yield safe is:
//
//	While the yield queue is non-empty, no P stays idle without an M on
//	its way to run that work.
//
// It holds because every path that idles a P checks the yield queue under
// sched.lock before doing so (findRunnable before releasep, handoffp), the
// spinning M that drops its P re-checks the queue after decrementing
// nmspinning (the "delicate dance" in findRunnable), and whoever pushes
// to the yield queue calls wakep after the push if it sees an idle P.
// checkdead throws if the invariant is ever broken.
//
// Work first. findRunnable starts a GC mark worker before it looks at the
// run queues, and a fractional worker runs until it has made up its share
// of the mark phase, without looking at them. A P whose goroutine stepped
// aside (a yielder, or background work stopped for other work) would then
// leave the work it stepped aside for waiting behind the worker, for
// milliseconds when the worker has not run since the goroutine took the P,
// while the other Ps ran on: the step bought nothing. So such a P looks
// for waiting work first (yieldWorkFirst), its own or another P's, and if
// another P has taken it, starts the worker before it takes from the
// yield queue (yieldFindRunnable). A worker put off so runs later, for
// longer, to catch up, and the work that then waits is whatever a
// goroutine readies into that P's runnext just before it blocks (in
// misc/kvbench, Pebble's WAL flusher, woken by a SET that then waits for
// it: the server's SET p99 rose fivefold). So once Yield or the class is
// in use, a fractional worker also steps aside, at its periodic checks,
// for a goroutine in its P's runnext (yieldFractionalAside), or for
// goroutines that the yield poller has readied from the network and
// queued on the global run queue with no P idle (yieldAskFractional), and
// catches up at the P's next schedule that finds none. Not for the rest
// of the run queues: a yielder swapped there, or preempted into the
// global one, would starve the worker. (At one P, with the collector
// marking back to back beside a background goroutine and a pipe's round
// trips, the network's step took the trips' p99 from 1.5-1.7ms to 0.22ms;
// the collector completed a tenth fewer cycles, the trips half as many
// again.) At one P beside a goroutine looping on Yield
// or a background goroutine, with the collector marking, a sleeper woke
// 2-4ms late without this and 40-150µs late with it
// (TestBackgroundTimerPromptDuringMark); the collector, forced to mark
// back to back, completed 10-20% fewer cycles, its fractional worker
// being the only one at one or two Ps, and its share of the CPU being
// met later. Stock Go's plain goroutines delay such a sleeper by their
// 10ms time slice.
//
// The poller. While every P is busy, no M sits in the network poller, so
// a packet that arrives, or a timer that expires on a P whose goroutine
// does not yield, would go unnoticed until sysmon's 10ms poll or until a
// goroutine is preempted. While yielders are active and every P is busy,
// a dedicated M (yieldPoller, started on first need) therefore holds the
// scheduler's single blocking-poller role: it blocks in netpoll until the
// next timer on any P, injects what the network readies onto the global
// run queue, where Yield's O(1) check sees it, and sets sched.yield.signal
// for timers that have expired with no idle P to run them, and for probes
// that are overdue. It gives the role back, and sleeps, as soon as a P is
// idle or yielders go quiet.

package runtime

import (
	"internal/cpu"
	"internal/goexperiment"
	"internal/runtime/atomic"
	"unsafe"
)

// Yield lets background work step aside for any goroutine that is waiting
// to run. Call it often, every few microseconds of work, in the loops of
// work that can wait: compactions, backfills, index builds, batch jobs.
//
// If no goroutine is waiting to run, Yield returns 0 at once. While some
// P is idle this costs one atomic load, inlined into the caller; while
// every P is busy and nothing waits, a few nanoseconds. If a goroutine is
// waiting to run (in a run queue, made ready by the network poller, or
// on a timer that has expired), the caller steps aside and resumes only
// when the scheduler would otherwise have nothing to run. Yield returns
// the time in nanoseconds the caller was held, so that callers can
// account for it: time.Duration(runtime.Yield()).
//
// Goroutines that step aside run only on spare capacity, and take turns
// at it: a goroutine that has run for a millisecond while others wait for
// spare capacity steps aside for them at its next call. So while
// goroutines that call Yield alone keep every P busy, each one parked in
// Yield resumes within about a millisecond per GOMAXPROCS goroutines
// waiting before it, and one that holds a lock holds up the lock's
// waiters no longer than that.
//
// Yield does not step aside while its caller holds a sync.Mutex or
// sync.RWMutex (either side), for up to 100ms: the caller runs on to the
// end of its critical section as an ordinary goroutine would, so that the
// lock's waiters do not wait for spare capacity with it.
//
// While other work keeps every P busy, goroutines parked in Yield wait
// for it to finish, however long that takes. That is the point, but a
// goroutine blocked on a sync.Mutex or sync.RWMutex that a parked
// goroutine holds (one that took it in a way the runtime does not see,
// such as before the program first used Yield) would wait as long. So
// while goroutines have been
// blocked on such locks for 10ms, the runtime runs the goroutine parked
// longest as ordinary work, without stepping aside, for a millisecond,
// and then the next one, every 10ms, until no such goroutine is blocked:
// a parked lock holder gets to release the lock within about 10ms per
// parked goroutine. The runtime cannot tell who holds a lock, so this
// costs the busy Ps up to a tenth of a P whenever such goroutines are
// blocked, whatever they wait for. Locks the runtime does not see, such
// as a channel used as a lock, get no such help. GODEBUG=yieldmaxwait=N
// bounds every wait: a goroutine held for N milliseconds rejoins the
// ordinary run queue. GODEBUG=yieldoff=1 makes Yield a no-op, for
// comparisons and for overloaded test machines.
//
// A goroutine locked to its thread by LockOSThread yields too, and
// resumes on the same thread. Yield never steps aside, and returns 0,
// where the caller must not be descheduled: in deferred calls run by a
// panic or by Goexit, and in the runtime's own critical sections.
//
// Yield is provided by the goyield toolchain, which sets the build tag
// goexperiment.goyield. Code that must also build with other toolchains
// can keep the call in a file constrained by that tag and a fallback,
// for example one calling Gosched or nothing, in a file constrained by
// its negation.
func Yield() int64 {
	if !goexperiment.GoYield || sched.npidle.Load() != 0 {
		return 0
	}
	return yieldSlow()
}

const (
	// yieldProbePeriod is how often, at most, some P probes for waiting
	// work beyond the O(1) checks.
	yieldProbePeriod = 250 * 1000 // 0.25ms

	// yieldClockReads is how many times per yieldProbePeriod each P aims
	// to read the clock, so that a probe falls due at most about
	// yieldProbePeriod/yieldClockReads late.
	yieldClockReads = 4

	// yieldMaxSkip bounds the number of calls a P skips between clock
	// reads.
	yieldMaxSkip = 1 << 20

	// yieldPollerLinger is how long the poller stays active after the
	// last probe.
	yieldPollerLinger = 10 * 1000 * 1000 // 10ms

	// yieldPollerTick is the longest the poller blocks in netpoll,
	// while yielders are active or the network is, before it checks that
	// probes are not overdue and that it is still needed, and, through
	// its watch (background_linux.go), how late a stalled poller is
	// found out when the network has nothing ready for it. Otherwise it
	// blocks for up to forcePreemptNS: a wake-up
	// costs the thread it preempts a few microseconds and some of its
	// cache, and every millisecond that is about a tenth of a
	// cache-hungry encoder's throughput on a 2-core VM.
	yieldPollerTick = 1000 * 1000 // 1ms

	// yieldLockWaitBound is how long goroutines may be blocked on
	// sync.Mutex and sync.RWMutex, while goroutines are parked in the
	// yield queue, before sysmon boosts a yielded goroutine, and how
	// often it does so after that. See yieldSysmon.
	yieldLockWaitBound = 10 * 1000 * 1000 // 10ms

	// yieldQuantum is the length of a turn on spare capacity: a
	// goroutine that has run that long since its turn began gives way
	// to goroutines waiting for a turn in sched.yield.q. It bounds how
	// long a yielded goroutine waits while yielders alone keep every P
	// busy to about yieldQuantum per GOMAXPROCS goroutines ahead of it,
	// which is what bounds the wait for a lock a yielded goroutine
	// holds. Each turn costs a park and an unpark, a few microseconds.
	yieldQuantum = 1000 * 1000 // 1ms
)

// Bits of sched.yield.signal.
const (
	yieldSignalWork  = 1 << iota // a timer is due that no P can run: step aside
	yieldSignalProbe             // probes are overdue: probe now
)

// yieldSched is the scheduler's Yield state, sched.yield.
type yieldSched struct {
	// signal holds yieldSignal bits, set by the poller, which runs
	// without a P, and cleared by the yielder that acts on them. Every
	// call to Yield while no P is idle reads it, so it has a cache line
	// to itself.
	_      cpu.CacheLinePad
	signal atomic.Uint32
	_      cpu.CacheLinePad

	// The yield queue is two queues of goroutines parked in Yield,
	// linked through g.schedlink and protected by sched.lock. resume
	// holds those that stepped aside for waiting work, in the midst of
	// a turn on spare capacity; q holds those waiting for a turn: they
	// gave way to other yielders at the end of theirs (yieldQuantum).
	// Spare capacity goes to resume first, then to q, each oldest
	// first, so that the goroutine that stepped aside for a short burst
	// of foreground work gets a P back as soon as the burst ends, while
	// a goroutine waiting for a turn is overtaken only by such bursts.
	resume gQueue
	q      gQueue

	// lastProbe is the time of the last probe. It gates probes across
	// all Ps, and tells the poller whether yielders are active.
	lastProbe atomic.Int64

	// deadSteps is the number of step-asides on Ps since destroyed.
	deadSteps atomic.Uint64

	// The lock guard (see yieldSysmon). used is set when a goroutine
	// first steps aside in Yield or joins the background class
	// (yieldArm). From then on, lockWaiters counts
	// the goroutines blocked on a sync.Mutex or sync.RWMutex, and
	// lockWaitSince is when it last became non-zero, or 0 if it is
	// zero or sysmon has not seen it yet. lastBoost, used only by
	// sysmon, is when it last boosted a yielded goroutine.
	used          atomic.Bool
	lockWaiters   atomic.Int32
	lockWaitSince atomic.Int64
	lastBoost     int64

	poller struct {
		state   atomic.Uint32 // yieldPoller{None,Active,Sleeping}
		polling atomic.Bool   // the poller is blocked in netpoll
		note    note          // the poller sleeps on it in state yieldPollerSleeping

		// timerDue is the due timer for which the poller last
		// preempted a background goroutine. The poller's own.
		timerDue int64

		// wake is when the poller is to wake from the network
		// poller, while polling is set.
		wake atomic.Int64

		// lastEvents is when the poller last found network events.
		// The poller's own.
		lastEvents int64

		// ready is the first of the goroutines the poller has made
		// runnable from the network but not yet queued, a guintptr
		// (gs are never freed) to a list linked through schedlink,
		// or 0. Whoever swaps it to 0 queues them
		// (yieldPollerInject, yieldPollerTake).
		ready atomic.Uintptr
	}
}

// empty reports whether the yield queue is empty. Without sched.lock
// the answer may be stale, as for sched.runq.empty.
func (y *yieldSched) empty() bool {
	return y.resume.empty() && y.q.empty()
}

// len returns the number of goroutines in the yield queue. The caller
// holds sched.lock.
func (y *yieldSched) len() int32 {
	return y.resume.size + y.q.size
}

// yieldP is a P's Yield state, p.yield. Only the M that owns the P
// accesses skip, stride and lastClock.
type yieldP struct {
	skip      uint32 // calls to skip before the next clock read
	stride    uint32 // calls skipped before the last clock read
	lastClock int64  // time of the last clock read
	steps     atomic.Uint64

	// aside records that the P's goroutine stepped aside for waiting
	// work (a yielder, or background work asked to stop) when the P's
	// schedtick was asideTick: until schedtick moves on, the P has run
	// only goroutines that inherit that goroutine's time slice.
	// findRunnable consumes it (yieldWorkFirst, yieldFindRunnable).
	aside     bool
	asideTick uint32

	// fracAsk records that the yield poller has queued work from the
	// network for the P's fractional mark worker to step aside for
	// (yieldAskFractional).
	fracAsk atomic.Bool
}

// yieldG is a goroutine's Yield state, g.yield.
type yieldG struct {
	// since is when the goroutine last stepped aside. Set before the
	// goroutine is queued; read by sysmon for yieldmaxwait.
	since int64

	// turn is when the goroutine's current turn on spare capacity
	// began, or 0 if that is not known yet: the first clock read of
	// the turn sets it. A turn begins when the goroutine is taken from
	// sched.yield.q, or whenever a clock read finds it unset; it ends
	// when the goroutine gives way to other yielders (see yieldProbe).
	// Stepping aside for waiting work does not end it. Only the
	// goroutine itself, or the M that takes it from the yield queue,
	// writes it.
	turn int64

	// Two flags live in g.bg, to keep g small (bgG):
	//
	// g.bg.boosted records that sysmon took the goroutine from the
	// yield queue for a lock waiter or for yieldmaxwait (see
	// yieldSysmon). A goroutine parked in Yield runs as ordinary work,
	// and does not step aside, until its turn has lasted yieldQuantum;
	// a background goroutine, until it next stops running (bgDivert).
	//
	// g.bg.swapped records that the goroutine's last step-aside was a
	// swap to the tail of its P's local run queue, and that it resumed
	// with work still in that queue, perhaps the goroutine it swapped
	// with, yielding back. Its next local step-aside parks instead, so
	// that two yielders on one P cannot hand the P to each other
	// forever. Cleared when it parks and when it has run long enough
	// with nothing waiting to reach a clock read.
}

// yieldDebug holds the GODEBUG settings for Yield. Both can change
// while the program runs.
var yieldDebug struct {
	off     atomic.Int32 // yieldoff: Yield never steps aside
	maxwait atomic.Int32 // yieldmaxwait: ms a yielded goroutine may wait; 0 is unbounded
}

// yieldSlow is Yield's path when no P is idle. It is the O(1) check, kept
// small because it runs on every call while every P is busy.
//
// The loads below race with other Ps. A stale "non-empty" costs a call to
// yieldAside, which looks again; a stale "empty" is seen at the next call.
//
// nosplit: the common path is a handful of loads; a stack check would be
// a sixth of it. Its callees check their own stacks.
//
//go:nosplit
func yieldSlow() int64 {
	// The calls take no arguments, and find pp again: arguments would
	// need spill space in this frame, and setting it up would cost the
	// common path more than the rare paths save.
	pp := getg().m.p.ptr()
	if atomic.Load(&pp.runqhead) != atomic.Load(&pp.runqtail) {
		return yieldWaiting()
	}
	if atomic.Loaduintptr((*uintptr)(&pp.runnext)) != 0 {
		return yieldWaiting()
	}
	if !sched.runq.empty() || sched.yield.signal.Load() != 0 {
		return yieldWaiting()
	}
	if pp.yield.skip != 0 {
		pp.yield.skip--
		return 0
	}
	return yieldProbe()
}

// yieldWaiting is yieldSlow's path when its O(1) checks found something
// waiting.
//
//go:noinline
func yieldWaiting() int64 {
	return yieldAside(false)
}

// yieldAllowed reports whether gp, the current goroutine, may be
// descheduled by Yield.
func yieldAllowed(gp *g) bool {
	mp := gp.m
	return yieldDebug.off.Load() == 0 &&
		gp == mp.curg && // not on the system stack
		mp.locks == 0 && mp.mallocing == 0 && mp.preemptoff == "" && mp.dying == 0 &&
		gp._panic == nil // not running deferred calls for a panic or Goexit
}

// yieldAside steps the current goroutine aside if something is waiting to
// run, and returns how long it was held. probed reports that the probe
// found work that the O(1) checks cannot see.
//
// It reads its P itself, after the calls that can preempt it (its own
// prologue among them): a goroutine preempted there resumes on another P,
// and must not use the one it left, whose run queue only its owner may
// put to.
func yieldAside(probed bool) int64 {
	gp := getg()
	if !yieldAllowed(gp) || lockHolder(gp) { // a holder runs on (synclocks.go)
		return 0
	}
	if gp.bg.boosted {
		// Boosted for a lock waiter: run as ordinary work for a
		// quantum, so that if gp holds the lock it can release it.
		now := nanotime()
		if gp.yield.turn == 0 {
			gp.yield.turn = now
		}
		if now-gp.yield.turn < yieldQuantum {
			return 0
		}
		gp.bg.boosted = false
		if gp.bg.on {
			// Background work again (bgClass): keep I1 and I2.
			mp := acquirem()
			bgSetP(mp.p.ptr(), gp)
			releasem(mp)
		}
	}
	var sig uint32
	if sched.yield.signal.Load() != 0 {
		sig = sched.yield.signal.Swap(0)
	}
	signaled := sig&yieldSignalWork != 0
	global := !sched.runq.empty()
	pp := gp.m.p.ptr()
	local := !runqempty(pp)
	if sig&yieldSignalProbe != 0 && !probed {
		// Forget the call rate, which may be stale, and probe.
		pp.yield.skip, pp.yield.stride = 0, 0
		if !local && !global && !signaled {
			return yieldProbe()
		}
	}
	if global && !local && !signaled && !probed && !yieldClaimGlobal() {
		return 0 // another P took it
	}
	switch {
	case !local && !global && !signaled && !probed:
		return 0 // the work was taken by another P
	case local && !global && !signaled && !probed && !gp.bg.swapped && !gp.bg.on:
		// Not a background goroutine, which parks (the default case):
		// from the local run queue it would run as ordinary work, ahead
		// of the global run queue, until its turn ended (I4 in
		// background.go). SetBackground(true) calls Yield.
		gp.bg.swapped = true
		held := yieldStep(gp, yieldSwap_m)
		if runqempty(getg().m.p.ptr()) {
			// What ran instead blocked or exited rather than
			// yield back: that was no thrash.
			gp.bg.swapped = false
		}
		return held
	default:
		gp.bg.swapped = false
		return yieldStep(gp, yieldPark_m)
	}
}

// yieldClaimGlobal moves a goroutine from the global run queue to the
// current P's runnext, so that the P runs it next, and reports whether
// there was one. Without it, every yielder that saw the goroutine would
// park for it.
func yieldClaimGlobal() bool {
	if sched.runq.empty() {
		return false
	}
	ok := false
	systemstack(func() {
		// The P we hold now: the caller may have been preempted,
		// and moved, since it last read one.
		pp := getg().m.p.ptr()
		lock(&sched.lock)
		gp := globrunqget()
		unlock(&sched.lock)
		if gp != nil {
			runqput(pp, gp, true)
			ok = true
		}
	})
	return ok
}

// yieldAsideMark records that pp's goroutine is stepping aside for work
// that waits, for yieldWorkFirst.
func yieldAsideMark(pp *p) {
	pp.yield.aside, pp.yield.asideTick = true, pp.schedtick
}

// yieldWorkFirst reports whether findRunnable, about to start a GC mark
// worker on pp, should look for other work first: since its goroutine
// stepped aside for waiting work, pp has run only goroutines that share
// the time slice that goroutine began (runnext's), and work waits that pp
// can take (yieldWorkWaits). Otherwise that work would wait
// behind a fractional mark worker, which may run for milliseconds
// without looking at the run queues, while the other Ps go on with the
// work that should have stepped aside: the step bought nothing. If
// findRunnable then finds no work (another P took it), it starts the
// worker before it looks at the yield queue (yieldFindRunnable); if it
// does, the worker starts at the P's next schedule, a few microseconds
// late, which its utilization goal makes up.
func yieldWorkFirst(pp *p) bool {
	if !pp.yield.aside {
		return false // one load, inlined, for programs that never step aside
	}
	return yieldWorkFirstSlow(pp)
}

//go:noinline
func yieldWorkFirstSlow(pp *p) bool {
	if pp.yield.asideTick == pp.schedtick && yieldWorkWaits(pp) {
		return true // and keep the mark, for findRunnable's restarts
	}
	pp.yield.aside = false
	return false
}

// yieldFractionalAside reports whether a fractional GC mark worker, at
// one of its periodic checks (pollFractionalWorkerExit), should stop for
// a goroutine in its P's runnext, or for work from the network that the
// yield poller has queued (yieldAskFractional), and if so marks the P as
// stepped aside, so that it runs that work before it starts the worker
// again (yieldWorkFirst). See "Work first" above: only once a program
// uses Yield or the class. One load for programs that use neither.
func yieldFractionalAside() bool {
	if !sched.yield.used.Load() {
		return false
	}
	pp := getg().m.p.ptr()
	if atomic.Loaduintptr((*uintptr)(unsafe.Pointer(&pp.runnext))) == 0 && !pp.yield.fracAsk.Load() {
		return false // runnext as runqempty reads it
	}
	pp.yield.fracAsk.Store(false)
	yieldAsideMark(pp)
	return true
}

// yieldAskFractional is called by the yield poller after it has queued
// goroutines readied by the network while no P runs background work: if
// they wait in the global run queue (no P was idle) while the collector
// marks, it asks a P that runs a fractional mark worker to step aside for
// them (yieldFractionalAside). Below 4 Ps the collector's share of the
// CPU is a fractional worker's, which looks at no run queue, and a
// request waited behind it for up to milliseconds. Background work is
// stopped first where there is some (bgForegroundInjected): the
// collector's work comes before it. Only for the network's wake-ups, not
// for goroutines preempted into the global queue, which would starve the
// worker.
//
//go:nowritebarrierrec
func yieldAskFractional() {
	if atomic.Load(&gcBlackenEnabled) == 0 || sched.npidle.Load() != 0 || atomic.Loadint32(&sched.runq.size) == 0 {
		return
	}
	lock(&allpLock)
	for _, pp := range allp {
		if pp != nil && pp.gcMarkWorkerMode == gcMarkWorkerFractionalMode { // a racy read: a hint; nil: see bgRequestOthers
			pp.yield.fracAsk.Store(true)
			break
		}
	}
	unlock(&allpLock)
}

// yieldWorkWaits reports whether work waits in a run queue that pp could
// take it from: the global one, or any P's, from which findRunnable would
// steal it: the work a goroutine steps aside for may be in the queues of
// the P that readied it (a request to stop later is for work in that P's
// runnext), whose findRunnable may have started a mark worker first. The
// caller holds pp, so allp cannot change.
func yieldWorkWaits(pp *p) bool {
	if !runqempty(pp) || !sched.runq.empty() {
		return true
	}
	for _, p2 := range allp {
		if !runqempty(p2) {
			return true
		}
	}
	return false
}

// yieldFindRunnable is findRunnable's source after the run queues, the
// network and stealing come up empty: a GC mark worker that
// yieldWorkFirst put off, then the yield queue. gcWorker reports a GC
// worker. findRunnable calls it only once sched.yield.used is set (one
// load where a P runs out of work, for a program that never steps
// aside): yieldArm sets it before a goroutine first steps aside, or first
// enters the yield queue.
func yieldFindRunnable(pp *p) (gp *g, gcWorker bool) {
	if pp.yield.aside {
		pp.yield.aside = false
		if gcBlackenEnabled != 0 {
			if gp, _ := gcController.findRunnableGCWorker(pp, 0); gp != nil {
				return gp, true
			}
		}
	}
	return yieldqget(), false
}

// yieldStep deschedules gp with fn, which runs on g0, and returns how long
// gp was held: at least 1, so that a caller can tell it stepped aside even
// where the clock is coarse.
func yieldStep(gp *g, fn func(*g)) int64 {
	start := nanotime()
	gp.yield.since = start
	mcall(fn)
	return max(nanotime()-start, 1)
}

// yieldSwap_m moves gp to the tail of its P's local run queue.
func yieldSwap_m(gp *g) {
	pp := gp.m.p.ptr()
	pp.yield.steps.Add(1)
	yieldArm() // see yieldFindRunnable
	yieldAsideMark(pp)
	trace := traceAcquire()
	if trace.ok() {
		trace.GoStop(traceGoStopYield)
	}
	casgstatus(gp, _Grunning, _Grunnable)
	if trace.ok() {
		traceRelease(trace)
	}
	dropg()
	runqput(pp, gp, false)
	schedule()
}

// yieldPark_m parks gp in the yield queue, to resume as soon as there is
// spare capacity: gp stepped aside for waiting work.
func yieldPark_m(gp *g) {
	yieldAsideMark(gp.m.p.ptr())
	yieldPark(gp, &sched.yield.resume)
}

// yieldGiveWay_m parks gp at the tail of the yield queue's goroutines
// waiting for a turn: gp's turn is over.
func yieldGiveWay_m(gp *g) {
	yieldPark(gp, &sched.yield.q)
}

// yieldPark parks gp, the current goroutine, in q, one of the yield
// queue's two queues, and schedules another goroutine.
func yieldPark(gp *g, q *gQueue) {
	pp := gp.m.p.ptr()
	pp.yield.steps.Add(1)
	trace := traceAcquire()
	if trace.ok() {
		// Trace before the transition, while we own gp's stack.
		trace.GoPark(traceBlockYield, 0)
	}
	casGToWaiting(gp, _Grunning, waitReasonYield)
	if trace.ok() {
		traceRelease(trace)
	}
	dropg()

	yieldArm()
	lock(&sched.lock)
	q.pushBack(gp)
	unlock(&sched.lock)
	// The invariant: a P that went idle before the push must be woken.
	// One that goes idle after it sees the queue under sched.lock.
	if sched.npidle.Load() != 0 {
		wakep()
	}
	schedule()
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
		// The invariant: a P that went idle before the push must be
		// woken.
		if sched.npidle.Load() != 0 {
			wakep()
		}
	}
}

// yieldReady makes gp, just taken from the yield queue, runnable.
func yieldReady(gp *g) {
	gp.bg.popped = true // for bgSetP, if gp is background work
	if readgstatus(gp)&^_Gscan == _Grunnable {
		// A background goroutine, runnable already. Its wait for
		// spare capacity is not scheduling latency, as a parked
		// yielder's is not: /sched/latencies:seconds counts from
		// now.
		if gp.tracking {
			gp.trackingStamp = nanotime()
		}
		return
	}
	trace := traceAcquire()
	casgstatus(gp, _Gwaiting, _Grunnable)
	if trace.ok() {
		trace.GoUnpark(gp, 0)
		traceRelease(trace)
	}
}

// yieldqget takes a goroutine from the yield queue and makes it runnable,
// or returns nil if the queue is empty. Called by findRunnable with a P,
// when no other source has work.
func yieldqget() *g {
	if sched.yield.empty() {
		return nil
	}
	lock(&sched.lock)
	gp := yieldqpopLocked()
	unlock(&sched.lock)
	if gp != nil {
		yieldReady(gp)
	}
	return gp
}

// yieldqpopLocked takes a goroutine from the yield queue, or returns nil.
// The caller holds sched.lock and must call yieldReady on the goroutine
// after releasing it.
func yieldqpopLocked() *g {
	assertLockHeld(&sched.lock)
	if gp := sched.yield.resume.pop(); gp != nil {
		return gp // its turn goes on
	}
	gp := sched.yield.q.pop()
	if gp != nil {
		gp.yield.turn = 0 // a new turn, timed from its first clock read
	}
	return gp
}

// yieldqCheckNoP is called by a spinning M that has dropped its P. If the
// yield queue holds work, it returns an idle P for the M to acquire and
// look again.
func yieldqCheckNoP() *p {
	// A racy look first, as checkRunqsNoP takes: a goroutine pushed after
	// this M decremented nmspinning finds nmspinning or npidle changed,
	// and its pusher wakes a P.
	if sched.yield.empty() {
		return nil
	}
	lock(&sched.lock)
	var pp *p
	if !sched.yield.empty() {
		pp, _ = pidlegetSpinning(0)
	}
	unlock(&sched.lock)
	return pp
}

// yieldProbe is the time-gated part of Yield's slow path. Called when this
// P's skip count runs out, it reads the clock, resizes the skip count from
// the observed call rate, and, if a probe is due, looks for work that the
// O(1) checks cannot see.
//
//go:noinline
func yieldProbe() int64 {
	gp := getg()
	pp := gp.m.p.ptr()
	// The caller has run with nothing waiting since its last check.
	gp.bg.swapped = false

	now := nanotime()
	// The stride+1 calls since the last clock read took now-lastClock;
	// skip as many as should take yieldProbePeriod/yieldClockReads.
	calls := uint64(pp.yield.stride) + 1
	var stride uint64
	if dt := now - pp.yield.lastClock; dt > 0 {
		stride = calls * (yieldProbePeriod / yieldClockReads) / uint64(dt)
	} else {
		stride = 2 * calls
	}
	stride = min(stride, yieldMaxSkip)
	pp.yield.stride = uint32(stride)
	pp.yield.skip = uint32(stride)
	pp.yield.lastClock = now

	// Fairness among yielders: once the caller's turn has lasted
	// yieldQuantum, it gives way to goroutines waiting for a turn.
	// Without this, yielders that keep every P busy with nothing else
	// waiting would never step aside, and a yielded goroutine, perhaps
	// one holding a lock that others wait for, would wait as long as
	// they run.
	if gp.yield.turn == 0 {
		gp.yield.turn = now
	}
	giveWay := !sched.yield.empty() && now-gp.yield.turn >= yieldQuantum

	last := sched.yield.lastProbe.Load()
	if now-last < yieldProbePeriod || !sched.yield.lastProbe.CompareAndSwap(last, now) {
		// Not due, or another P is probing.
		if giveWay {
			return yieldGiveWay(gp)
		}
		return 0
	}
	if !yieldAllowed(gp) {
		return 0
	}
	yieldPollerKick()
	found := false
	systemstack(func() {
		// The P we hold now (yieldPollerKick can preempt us).
		found = yieldProbeWork(getg().m.p.ptr(), now)
	})
	if found {
		return yieldAside(true)
	}
	if giveWay {
		return yieldGiveWay(gp)
	}
	return 0
}

// yieldGiveWay ends the turn of gp, the current goroutine, and parks it
// behind the goroutines waiting for a turn.
func yieldGiveWay(gp *g) int64 {
	if !yieldAllowed(gp) || lockHolder(gp) { // a holder's turn lasts until it releases (synclocks.go)
		return 0
	}
	gp.bg.swapped = false
	return yieldStep(gp, yieldGiveWay_m)
}

// yieldProbeWork reports whether any goroutine is waiting that this P's
// O(1) checks cannot see: on another P's run queue, on an expired timer
// on any P, or ready on the network. Goroutines the network readies are
// injected into the run queues first.
//
//go:systemstack
func yieldProbeWork(pp *p, now int64) bool {
	// We hold a P and do not reach a safe point, so allp cannot change.
	for _, p2 := range allp {
		if p2 != pp && !runqempty(p2) {
			return true
		}
		if w := p2.timers.wakeTime(); w != 0 && w <= now {
			return true
		}
	}
	return yieldPollNetwork()
}

// yieldPollNetwork polls the network without blocking, injects the
// goroutines it readies, and reports whether there were any. It polls
// only one at a time, and, as findRunnable does, only if no M is blocked
// in netpoll, unless that M is the poller: with every P busy, the OS may
// take a while to run the poller when the network wakes it, and the
// caller runs on a thread that is running already.
//
//go:systemstack
func yieldPollNetwork() bool {
	blocked := sched.lastpoll.Load() == 0 && !sched.yield.poller.polling.Load()
	if netpollinited() && netpollAnyWaiters() && !blocked && sched.pollingNet.Swap(1) == 0 {
		list, delta := netpoll(0)
		sched.pollingNet.Store(0)
		if !list.empty() {
			injectglist(&list)
			netpollAdjustWaiters(delta)
			return true
		}
	}
	return false
}

// Poller states, sched.yield.poller.state.
const (
	yieldPollerNone     = iota // not started
	yieldPollerActive          // running, or about to
	yieldPollerSleeping        // asleep on sched.yield.poller.note
)

// yieldPollerSupported reports whether the port can run the poller, which
// needs a thread of its own and a network poller to block in.
const yieldPollerSupported = GOOS != "js" && GOOS != "wasip1"

// yieldPollerKick makes sure the poller is active. Called from probes,
// which run only while no P is idle, and by SetBackground.
func yieldPollerKick() {
	if !yieldPollerSupported || faketime != 0 {
		return
	}
	if !netpollinited() {
		if !sched.bg.used.Load() {
			return // Yield probes poll the network only if it is in use
		}
		// Background goroutines need the poller to watch timers
		// whether or not the program uses the network.
		netpollGenericInit()
	}
	switch sched.yield.poller.state.Load() {
	case yieldPollerNone:
		if sched.yield.poller.state.CompareAndSwap(yieldPollerNone, yieldPollerActive) {
			systemstack(func() {
				if GOOS == "linux" {
					startTemplateThread() // see bgPollerSlice
				}
				newm(yieldPoller, nil, -1)
			})
		}
	case yieldPollerSleeping:
		if sched.yield.poller.state.CompareAndSwap(yieldPollerSleeping, yieldPollerActive) {
			notewakeup(&sched.yield.poller.note)
		}
	}
}

// yieldPollerWake wakes the poller if it sleeps. Unlike yieldPollerKick,
// it does not start it, so it can be called where newm cannot.
func yieldPollerWake() {
	if sched.yield.poller.state.Load() == yieldPollerSleeping &&
		sched.yield.poller.state.CompareAndSwap(yieldPollerSleeping, yieldPollerActive) {
		notewakeup(&sched.yield.poller.note)
	}
}

// yieldPollerHandoff is how long, in microseconds, the poller gives the M
// it hands its role to before it looks whether that M's P runs work.
const yieldPollerHandoff = 1000

// yieldPollerTestStall, if not 0, is how many microseconds the poller
// sleeps after each return from the network poller, for tests.
var yieldPollerTestStall atomic.Uint32

// yieldPoller is the poller's M. It runs without a P, like sysmon.
//
// While it sleeps it counts as a system M (sched.nmsys), so that it does
// not hide deadlocks. While it polls it counts as running, as an M
// blocked in netpoll in findRunnable does: a goroutine waiting on the
// network is not deadlocked.
//
//go:nowritebarrierrec
func yieldPoller() {
	bgPollerSlice() // wake promptly on a busy CPU
	for {
		if yieldPoll() && bgPollerNeeded() {
			// We handed the role to an M with the idle P, whose
			// taking it bgPidleget saw with us awake. The M polls
			// if it finds no work, and then gives the P back: look
			// once it has had time to, rather than take the role
			// back at once, which would leave it nothing to do but
			// stop, and us to hand the role over again at our next
			// timeout, and so on.
			usleep(yieldPollerHandoff)
		}

		noteclear(&sched.yield.poller.note)
		sched.yield.poller.state.Store(yieldPollerSleeping)
		if bgPollerNeeded() && sched.yield.poller.state.CompareAndSwap(yieldPollerSleeping, yieldPollerActive) {
			// The last idle P left since yieldPoll looked, and
			// bgPidleget found us still awake: the P runs work, or
			// the M we handed the role to found some.
			continue
		}
		lock(&sched.lock)
		sched.nmsys++
		checkdead()
		unlock(&sched.lock)
		notesleep(&sched.yield.poller.note)
		lock(&sched.lock)
		sched.nmsys--
		unlock(&sched.lock)
	}
}

// yieldPoll holds the blocking-poller role while every P is busy and
// yielders are active or some P runs background work, and returns when
// it is no longer needed. It injects what the network readies, which
// preempts background work for it (bgForegroundInjected), and, for a
// timer that expires with no idle P to run it, tells the yielders and
// preempts one background goroutine, whose P then runs or steals the
// timer. (On Linux, a P that runs background work has its thread's own
// timer for its timers, which fires first: see background_linux.go.) It
// reports whether it handed the role to an M with an idle P.
//
//go:nowritebarrierrec
func yieldPoll() (handed bool) {
	for {
		if sched.gcwaiting.Load() {
			// The world is stopping or stopped: nothing would run
			// what we inject, and startTheWorld polls the network.
			// Wait for it, rather than give the role up: a
			// background goroutine that stopped the world itself
			// (its allocation started a collection, say) goes on
			// running after it, with no change on its P to wake us
			// (bgSetP), and nothing else would poll the network
			// until sysmon does, 10ms later.
			usleep(20)
			continue
		}
		now := nanotime()
		// Background work that a burst of other work interrupts
		// waits in the yield queue meanwhile: keep the role, rather
		// than sleep and have bgSetP wake us when it resumes, a
		// wake-up that may wait for a CPU while the network does.
		quiet := now-sched.yield.lastProbe.Load() > yieldPollerLinger && sched.bg.nrunning.Load() == 0 && sched.yield.empty()
		if sched.npidle.Load() != 0 || quiet {
			// An idle P's M polls the network itself, unless it
			// went idle while we held the role: hand the role back
			// through an M with a P, as sysmon does for timers.
			if sched.npidle.Load() != 0 && (netpollAnyWaiters() || timeSleepUntil() < maxWhen) {
				startm(nil, false, false)
				handed = true
			}
			bgPollerDone()
			return handed
		}
		if sched.lastpoll.Load() == 0 {
			// An M blocked in netpoll in findRunnable holds the
			// role. With no idle P it cannot run what it finds;
			// wake it so that it injects that and gives the
			// role up.
			netpollBreak()
			usleep(20)
			continue
		}
		if sched.lastpoll.Swap(0) == 0 {
			continue
		}
		if now-sched.yield.lastProbe.Load() > 2*yieldProbePeriod {
			// The yielders' skip counts outlast the probe period:
			// their calls have slowed down.
			sched.yield.signal.Or(yieldSignalProbe)
		}
		next := timeSleepUntil()
		delay := int64(forcePreemptNS)
		if now-sched.yield.lastProbe.Load() < yieldPollerLinger || now-sched.yield.poller.lastEvents < yieldPollerLinger {
			delay = yieldPollerTick
		}
		if next < now+delay {
			// Wake for the next timer. If it is already due, the
			// yielders have been told; look again in a while.
			delay = max(next-now, 0)
			if delay == 0 {
				delay = yieldProbePeriod
			}
		}
		sched.pollUntil.Store(now + delay)
		// netpoll sleeps in whole milliseconds.
		wake := now + max(delay, 1000*1000)
		sched.yield.poller.wake.Store(wake)
		sched.yield.poller.polling.Store(true)
		if sched.bg.nrunning.Load() != 0 {
			bgWatchPoller(wake) // in case we wake late
		}
		list, delta := netpoll(delay)
		// No M is blocked in netpoll from here: findRunnable may poll,
		// which the watch relies on if we do not block again soon.
		now = nanotime()
		sched.lastpoll.Store(now)
		sched.yield.poller.polling.Store(false)
		sched.pollUntil.Store(0)
		if !list.empty() {
			sched.yield.poller.lastEvents = now
			yieldPollerInject(&list, now) // and bgUnwatchPoller
			netpollAdjustWaiters(delta)
		} else {
			bgUnwatchPoller(now)
		}
		if t := yieldPollerTestStall.Load(); t != 0 {
			usleep(t) // for tests: the OS takes the poller's CPU
		}
		if next <= now && timeSleepUntil() <= now {
			// (Unless the timer has run meanwhile.)
			if sched.npidle.Load() != 0 {
				startm(nil, false, false)
			} else {
				sched.yield.signal.Or(yieldSignalWork)
				// A P whose background goroutine is preempted
				// runs the timer. One is enough: until the timer
				// runs, the poller looks again at it often. If
				// none could be asked (each in a system call,
				// which no request stops), ask again at the next
				// look.
				if next != sched.yield.poller.timerDue && sched.bg.nrunning.Load() != 0 && bgPreemptFor(1) {
					sched.yield.poller.timerDue = next
				}
			}
		}
	}
}

// yieldPollerTestHold, if not 0, is how many microseconds the poller
// sleeps while it holds goroutines it has readied, for tests.
var yieldPollerTestHold atomic.Uint32

// yieldPollerInject queues the goroutines the network has readied for
// the poller, as injectglist does for an M without a P: on the global run
// queue, where Yield's O(1) check sees them, starting Ms for any idle Ps,
// and preempting background work for them. But while every P runs
// background work, the OS may take the poller's CPU as it queues them,
// for milliseconds: at sched.lock, where Ms switching background
// goroutines contend with it and lock2 yields the CPU, or anywhere else.
// Nothing else would run them meanwhile: the network poller has handed
// them over. So the poller first makes them runnable and publishes them
// in sched.yield.poller.ready, where an M in findRunnable takes them
// (yieldPollerTake): the watch's (background_linux.go), which stops its P's
// background goroutine while the poller is late, or any other. Between
// the two, it moves the watch to now, when it returned from the network
// poller (bgUnwatchPoller, which may wait for allpLock and arm a thread's
// timer).
//
//go:nowritebarrierrec
func yieldPollerInject(list *gList, now int64) {
	if sched.bg.nrunning.Load() == 0 || sched.npidle.Load() != 0 {
		bgUnwatchPoller(now)
		injectglist(list)
		yieldAskFractional() // if no P was idle: no background work to stop
		return
	}
	var q gQueue
	trace := traceAcquire()
	for !list.empty() {
		gp := list.pop()
		casgstatus(gp, _Gwaiting, _Grunnable)
		if trace.ok() {
			trace.GoUnpark(gp, 0)
		}
		q.pushBack(gp)
	}
	if trace.ok() {
		traceRelease(trace)
	}
	nbg := bgInjectBackground(&q)
	n := q.size
	if n != 0 {
		sched.yield.poller.ready.Store(uintptr(q.head))
	}
	bgUnwatchPoller(now)
	if n != 0 {
		if t := yieldPollerTestHold.Load(); t != 0 {
			usleep(t) // for tests: the OS takes the poller's CPU
		}
		lock(&sched.lock)
		if sched.yield.poller.ready.Swap(0) != 0 {
			globrunqputbatch(&q) // still ours, as we published it
		} else {
			n = 0 // an M has taken them
		}
		unlock(&sched.lock)
	}
	if n+nbg != 0 && sched.npidle.Load() != 0 {
		// A P went idle meanwhile: its M may have looked at the run
		// queues already. A spinning M finds the work and wakes more
		// if there is more (wakep needs no P here: for checkdead, the
		// poller is a running M).
		wakep()
	}
	bgForegroundInjected(n)
}

// yieldPollerQueue returns the list headed by h, linked through schedlink,
// as a gQueue.
func yieldPollerQueue(h guintptr) gQueue {
	var q gQueue
	for gp := h.ptr(); gp != nil; {
		next := gp.schedlink.ptr()
		q.pushBack(gp)
		gp = next
	}
	return q
}

// yieldPollerTake is called by findRunnable after the run queues: it
// takes the goroutines that the poller has readied but not yet queued
// (yieldPollerInject), queues all but the first on pp, and returns the
// first, or nil. Inlined: one load while the poller holds none.
func yieldPollerTake(pp *p) *g {
	if sched.yield.poller.ready.Load() == 0 {
		return nil
	}
	return yieldPollerTakeSlow(pp)
}

// yieldPollerTestTaken counts, for tests, the times an M has taken
// several goroutines from the poller (yieldPollerTakeSlow).
var yieldPollerTestTaken atomic.Uint32

func yieldPollerTakeSlow(pp *p) *g {
	h := guintptr(sched.yield.poller.ready.Swap(0))
	if h == 0 {
		return nil // the poller has queued them
	}
	q := yieldPollerQueue(h)
	gp := q.pop()
	if n := q.size; n != 0 {
		yieldPollerTestTaken.Add(1)
		if runqputbatch(pp, &q); !q.empty() {
			lock(&sched.lock)
			globrunqputbatch(&q)
			unlock(&sched.lock)
		}
		// An idle P takes the rest, as injectglist starts one for what
		// it queues; with none, background work stops for them.
		if sched.npidle.Load() != 0 {
			wakep()
		}
		bgForegroundInjected(n)
	}
	return gp
}

// yieldLockWaitBegin is called by semacquire1 before a goroutine blocks
// on a semaphore for reason. If the wait is for a sync.Mutex or
// sync.RWMutex and Yield has been used, it counts the waiter for the lock
// guard (see yieldSysmon) and returns true; the caller must then call
// yieldLockWaitEnd when the wait is over.
//
// Programs that never park in Yield pay one load.
func yieldLockWaitBegin(reason waitReason) bool {
	if !sched.yield.used.Load() || !reason.isMutexWait() || getg().bg.on {
		// Background goroutines' waits do not count: the guard
		// is for the work that waits for background work.
		return false
	}
	if sched.yield.lockWaiters.Add(1) == 1 {
		sched.yield.lockWaitSince.Store(nanotime())
	}
	return true
}

// yieldLockWaitEnd ends a wait counted by yieldLockWaitBegin.
func yieldLockWaitEnd(counted bool) {
	if counted && sched.yield.lockWaiters.Add(-1) == 0 {
		// A waiter that blocks meanwhile may have stored its time
		// before this store: then sysmon sees lockWaiters without a
		// time, and times the wait from then.
		sched.yield.lockWaitSince.Store(0)
	}
}

// yieldSysmon is called by sysmon. It bounds waits in the yield queue
// where they could otherwise last as long as the foreground keeps every
// P busy:
//
//   - The lock guard. Rotation (yieldQuantum) bounds how long a yielded
//     goroutine holding a lock waits while yielders alone keep the Ps
//     busy, but not while foreground work does: then the lock's waiters
//     would wait for as long as that lasts. The runtime cannot tell which
//     goroutine holds a sync.Mutex, but it can tell that goroutines are
//     blocked on one. While some have been for yieldLockWaitBound and
//     goroutines are parked in Yield, sysmon takes the one that has
//     waited longest every yieldLockWaitBound and makes it ordinary
//     runnable work for a quantum. A holder among the yielded goroutines
//     thus gets to release its lock within about yieldLockWaitBound per
//     yielded goroutine; the foreground gives up at most a quantum per
//     yieldLockWaitBound, about a tenth of a P, and only while a waiter
//     is blocked.
//
//   - GODEBUG=yieldmaxwait=N: goroutines that have waited N milliseconds
//     in the yield queue rejoin the global run queue as ordinary work.
//
//go:nowritebarrierrec
func yieldSysmon(now int64) {
	maxwait := int64(yieldDebug.maxwait.Load()) * 1000 * 1000
	boost := false
	if sched.yield.lockWaiters.Load() > 0 {
		since := sched.yield.lockWaitSince.Load()
		if since == 0 {
			sched.yield.lockWaitSince.CompareAndSwap(0, now)
		} else {
			boost = now-since >= yieldLockWaitBound && now-sched.yield.lastBoost >= yieldLockWaitBound
		}
	}
	if sched.bg.nrunning.Load() != 0 && !sched.yield.empty() {
		bgEndTurns(now)
	}
	if maxwait <= 0 && !boost || sched.yield.empty() {
		return
	}
	// The goroutines taken become ordinary work for a quantum
	// (g.bg.boosted). Those parked in Yield are in _Gwaiting and go
	// to list; background goroutines, in _Grunnable already, go to the
	// global run queue at once.
	var list gList
	var runnable gQueue
	lock(&sched.lock)
	if maxwait > 0 {
		// Each queue is in the order its goroutines stepped aside.
		for _, q := range [...]*gQueue{&sched.yield.resume, &sched.yield.q} {
			for !q.empty() && now-q.head.ptr().yield.since >= maxwait {
				yieldBoost(q.pop(), &list, &runnable)
			}
		}
	}
	if boost && list.empty() && runnable.empty() {
		if gp := yieldOldestLocked(); gp != nil {
			yieldBoost(gp, &list, &runnable)
			sched.yield.lastBoost = now
		}
	}
	n := runnable.size
	if n != 0 {
		globrunqputbatch(&runnable)
	}
	if list.empty() {
		unlock(&sched.lock)
		yieldSysmonQueued(n)
		return
	}
	// Once popped, until injected, the goroutines are on no queue: count
	// one more M as running meanwhile, as sysmon does around its own
	// injectglist, or checkdead could report a deadlock.
	sched.nmidlelocked--
	unlock(&sched.lock)
	yieldSysmonQueued(n)
	// injectglist makes them runnable and, with no P, puts them on the
	// global run queue.
	injectglist(&list)
	incidlelocked(1)
}

// yieldSysmonQueued is called by yieldSysmon when it has put n boosted
// background goroutines, ordinary work now, on the global run queue: as
// injectglist does for the rest, it wakes an idle P for them, or stops
// background work for them. Without, they waited for the next schedule of
// a busy P, up to a time slice.
//
//go:nowritebarrierrec
func yieldSysmonQueued(n int32) {
	if n == 0 {
		return
	}
	if sched.npidle.Load() != 0 {
		wakep()
	}
	bgForegroundInjected(n)
}

// yieldOldestLocked takes the goroutine that has waited longest from the
// yield queue, which heads one of its two queues, or returns nil. The
// caller holds sched.lock.
//
//go:nowritebarrierrec
func yieldOldestLocked() *g {
	q := &sched.yield.q
	if r := sched.yield.resume.head.ptr(); r != nil && (q.empty() || r.yield.since < q.head.ptr().yield.since) {
		q = &sched.yield.resume
	}
	return q.pop()
}

// yieldBoost makes gp, just taken from the yield queue by sysmon, ordinary
// work for a quantum, and adds it to list if it is parked in Yield, or to
// runnable if it is a runnable background goroutine.
//
//go:nowritebarrierrec
func yieldBoost(gp *g, list *gList, runnable *gQueue) {
	gp.bg.boosted = true
	gp.yield.turn = 0
	if readgstatus(gp)&^_Gscan == _Grunnable {
		runnable.pushBack(gp)
	} else {
		// Parked in Yield: injectglist makes it runnable, and a
		// background goroutine goes to a run queue this once, not
		// back to the yield queue (bgDivert).
		gp.bg.releasing = gp.bg.on
		list.push(gp)
	}
}

// yieldCheckdead is called by checkdead, with sched.lock held, when no M
// is running. A yielded goroutine is runnable, so the yield queue must be
// empty.
func yieldCheckdead() {
	if !sched.yield.empty() {
		print("runtime: checkdead: ", sched.yield.len(), " yielded goroutines with no running M\n")
		unlock(&sched.lock)
		throw("checkdead: yielded goroutines but no running M")
	}
}

// yieldDestroyP saves the counts of pp, which is being destroyed.
func yieldDestroyP(pp *p) {
	sched.yield.deadSteps.Add(int64(pp.yield.steps.Swap(0)))
}

// yieldStatsAggregate holds Yield's metrics, in schedStatsAggregate.
type yieldStatsAggregate struct {
	yielded uint64 // goroutines in the yield queue
	steps   uint64 // cumulative step-asides
}

// compute fills y, and counts yielded goroutines as runnable in a, which
// is being computed with sched.lock held.
func (y *yieldStatsAggregate) compute(a *schedStatsAggregate) {
	y.yielded = uint64(sched.yield.len())
	a.gRunnable += y.yielded
	y.steps = sched.yield.deadSteps.Load()
	for _, pp := range allp {
		y.steps += pp.yield.steps.Load()
	}
}

// yieldInitMetrics adds Yield's metrics to the metrics map.
func yieldInitMetrics() {
	metrics["/sched/goroutines/yielded:goroutines"] = metricData{
		deps: makeStatDepSet(schedStatsDep),
		compute: func(in *statAggregate, out *metricValue) {
			out.kind = metricKindUint64
			out.scalar = in.schedStats.yield.yielded
		},
	}
	metrics["/sched/goroutines/background:goroutines"] = metricData{
		compute: func(in *statAggregate, out *metricValue) {
			out.kind = metricKindUint64
			out.scalar = uint64(max(sched.bg.n.Load(), 0))
		},
	}
	metrics["/sched/preemptions/background:events"] = metricData{
		compute: func(in *statAggregate, out *metricValue) {
			out.kind = metricKindUint64
			out.scalar = sched.bg.preempts.Load()
		},
	}
	metrics["/sched/yields:events"] = metricData{
		deps: makeStatDepSet(schedStatsDep),
		compute: func(in *statAggregate, out *metricValue) {
			out.kind = metricKindUint64
			out.scalar = in.schedStats.yield.steps
		},
	}
}

// yieldGdestroy clears gp's Yield state and class as gp exits.
func yieldGdestroy(gp *g) {
	bgGdestroy(gp)
	gp.yield = yieldG{}
}
