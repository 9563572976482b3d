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
// queue, sched.yield.q, with wait reason "yield". A yielder that steps
// aside for the global run queue first moves a goroutine from it to its
// own runnext, so that every yielder that saw the same goroutine does not
// park for it.
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
// Yield gives no fairness among goroutines that step aside: they run only
// on spare capacity, in the order they yielded, and under sustained
// overload they can wait indefinitely. That is the point, but it can be
// bounded: with GODEBUG=yieldmaxwait=N, a goroutine held for N
// milliseconds rejoins the ordinary run queue. GODEBUG=yieldoff=1 makes
// Yield a no-op, for comparisons and for overloaded test machines.
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

	// yieldPollerTick is the longest the poller blocks in netpoll before
	// it checks that probes are not overdue and that it is still needed.
	yieldPollerTick = 1000 * 1000 // 1ms
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

	// q holds the goroutines parked in Yield, oldest first, linked
	// through g.schedlink. Protected by sched.lock.
	q gQueue

	// lastProbe is the time of the last probe. It gates probes across
	// all Ps, and tells the poller whether yielders are active.
	lastProbe atomic.Int64

	// deadSteps is the number of step-asides on Ps since destroyed.
	deadSteps atomic.Uint64

	poller struct {
		state   atomic.Uint32 // yieldPoller{None,Active,Sleeping}
		polling atomic.Bool   // the poller is blocked in netpoll
		note    note          // the poller sleeps on it in state yieldPollerSleeping
	}
}

// yieldP is a P's Yield state, p.yield. Only the M that owns the P
// accesses skip, stride and lastClock.
type yieldP struct {
	skip      uint32 // calls to skip before the next clock read
	stride    uint32 // calls skipped before the last clock read
	lastClock int64  // time of the last clock read
	steps     atomic.Uint64
}

// yieldG is a goroutine's Yield state, g.yield.
type yieldG struct {
	// since is when the goroutine last stepped aside. Set before the
	// goroutine is queued; read by sysmon for yieldmaxwait.
	since int64

	// swapped records that the goroutine's last step-aside was a swap
	// to the tail of its P's local run queue, and that it resumed with
	// work still in that queue, perhaps the goroutine it swapped with,
	// yielding back. Its next local step-aside parks instead, so that two
	// yielders on one P cannot hand the P to each other forever. Cleared
	// when it parks and when it has run long enough with nothing waiting
	// to reach a clock read.
	swapped bool
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
	return yieldAside(getg().m.p.ptr(), false)
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
func yieldAside(pp *p, probed bool) int64 {
	gp := getg()
	if !yieldAllowed(gp) {
		return 0
	}
	var sig uint32
	if sched.yield.signal.Load() != 0 {
		sig = sched.yield.signal.Swap(0)
	}
	signaled := sig&yieldSignalWork != 0
	global := !sched.runq.empty()
	local := !runqempty(pp)
	if sig&yieldSignalProbe != 0 && !probed {
		// Forget the call rate, which may be stale, and probe.
		pp.yield.skip, pp.yield.stride = 0, 0
		if !local && !global && !signaled {
			return yieldProbe()
		}
	}
	if global && !local && !signaled && !probed && !yieldClaimGlobal(pp) {
		return 0 // another P took it
	}
	switch {
	case !local && !global && !signaled && !probed:
		return 0 // the work was taken by another P
	case local && !global && !signaled && !probed && !gp.yield.swapped:
		gp.yield.swapped = true
		held := yieldStep(gp, yieldSwap_m)
		if runqempty(getg().m.p.ptr()) {
			// What ran instead blocked or exited rather than
			// yield back: that was no thrash.
			gp.yield.swapped = false
		}
		return held
	default:
		gp.yield.swapped = false
		return yieldStep(gp, yieldPark_m)
	}
}

// yieldClaimGlobal moves a goroutine from the global run queue to pp's
// runnext, so that pp runs it next, and reports whether there was one.
// Without it, every yielder that saw the goroutine would park for it.
func yieldClaimGlobal(pp *p) bool {
	if sched.runq.empty() {
		return false
	}
	ok := false
	systemstack(func() {
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

// yieldPark_m parks gp in the yield queue.
func yieldPark_m(gp *g) {
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

	lock(&sched.lock)
	sched.yield.q.pushBack(gp)
	unlock(&sched.lock)
	// The invariant: a P that went idle before the push must be woken.
	// One that goes idle after it sees the queue under sched.lock.
	if sched.npidle.Load() != 0 {
		wakep()
	}
	schedule()
}

// yieldReady makes gp, just taken from the yield queue, runnable.
func yieldReady(gp *g) {
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
	if sched.yield.q.empty() {
		return nil
	}
	lock(&sched.lock)
	gp := sched.yield.q.pop()
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
	return sched.yield.q.pop()
}

// yieldqCheckNoP is called by a spinning M that has dropped its P. If the
// yield queue holds work, it returns an idle P for the M to acquire and
// look again.
func yieldqCheckNoP() *p {
	// A racy look first, as checkRunqsNoP takes: a goroutine pushed after
	// this M decremented nmspinning finds nmspinning or npidle changed,
	// and its pusher wakes a P.
	if sched.yield.q.empty() {
		return nil
	}
	lock(&sched.lock)
	var pp *p
	if !sched.yield.q.empty() {
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
	gp.yield.swapped = false

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

	last := sched.yield.lastProbe.Load()
	if now-last < yieldProbePeriod || !sched.yield.lastProbe.CompareAndSwap(last, now) {
		return 0 // not due, or another P is probing
	}
	if !yieldAllowed(gp) {
		return 0
	}
	yieldPollerKick()
	found := false
	systemstack(func() {
		found = yieldProbeWork(pp, now)
	})
	if !found {
		return 0
	}
	return yieldAside(pp, true)
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
	// Poll the network only one at a time, and, as findRunnable does,
	// only if no M is blocked in it, unless that M is the poller: with
	// every P busy, the OS may take a while to run it when the network
	// wakes it, and this probe runs on a thread that is running already.
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
// which run only while no P is idle.
func yieldPollerKick() {
	if !yieldPollerSupported || faketime != 0 || !netpollinited() {
		return
	}
	switch sched.yield.poller.state.Load() {
	case yieldPollerNone:
		if sched.yield.poller.state.CompareAndSwap(yieldPollerNone, yieldPollerActive) {
			systemstack(func() {
				newm(yieldPoller, nil, -1)
			})
		}
	case yieldPollerSleeping:
		if sched.yield.poller.state.CompareAndSwap(yieldPollerSleeping, yieldPollerActive) {
			notewakeup(&sched.yield.poller.note)
		}
	}
}

// yieldPoller is the poller's M. It runs without a P, like sysmon.
//
// While it sleeps it counts as a system M (sched.nmsys), so that it does
// not hide deadlocks. While it polls it counts as running, as an M
// blocked in netpoll in findRunnable does: a goroutine waiting on the
// network is not deadlocked.
//
//go:nowritebarrierrec
func yieldPoller() {
	for {
		yieldPoll()

		noteclear(&sched.yield.poller.note)
		sched.yield.poller.state.Store(yieldPollerSleeping)
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
// yielders are active, and returns when it is no longer needed.
//
//go:nowritebarrierrec
func yieldPoll() {
	for {
		now := nanotime()
		if sched.npidle.Load() != 0 || sched.gcwaiting.Load() || now-sched.yield.lastProbe.Load() > yieldPollerLinger {
			// An idle P's M polls the network itself, unless it
			// went idle while we held the role: hand the role back
			// through an M with a P, as sysmon does for timers.
			if sched.npidle.Load() != 0 && (netpollAnyWaiters() || timeSleepUntil() < maxWhen) {
				startm(nil, false, false)
			}
			return
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
		delay := int64(yieldPollerTick)
		if next < now+delay {
			// Wake for the next timer. If it is already due, the
			// yielders have been told; look again in a while.
			delay = max(next-now, 0)
			if delay == 0 {
				delay = yieldProbePeriod
			}
		}
		sched.pollUntil.Store(now + delay)
		sched.yield.poller.polling.Store(true)
		list, delta := netpoll(delay)
		sched.yield.poller.polling.Store(false)
		now = nanotime()
		sched.pollUntil.Store(0)
		sched.lastpoll.Store(now)
		if !list.empty() {
			// With no P, injectglist puts them on the global run
			// queue, where Yield's O(1) check sees them, and starts
			// Ms for any idle Ps.
			injectglist(&list)
			netpollAdjustWaiters(delta)
		}
		if next <= now {
			if sched.npidle.Load() != 0 {
				startm(nil, false, false)
			} else {
				sched.yield.signal.Or(yieldSignalWork)
			}
		}
	}
}

// yieldSysmon is called by sysmon. With GODEBUG=yieldmaxwait set, it moves
// goroutines that have waited that long in the yield queue to the global
// run queue, as ordinary runnable work.
//
//go:nowritebarrierrec
func yieldSysmon(now int64) {
	maxwait := int64(yieldDebug.maxwait.Load()) * 1000 * 1000
	if maxwait <= 0 || sched.yield.q.empty() {
		return
	}
	var list gList
	lock(&sched.lock)
	for !sched.yield.q.empty() && now-sched.yield.q.head.ptr().yield.since >= maxwait {
		list.push(sched.yield.q.pop())
	}
	if list.empty() {
		unlock(&sched.lock)
		return
	}
	// Once popped, until injected, the goroutines are on no queue: count
	// one more M as running meanwhile, as sysmon does around its own
	// injectglist, or checkdead could report a deadlock.
	sched.nmidlelocked--
	unlock(&sched.lock)
	// injectglist makes them runnable and, with no P, puts them on the
	// global run queue.
	injectglist(&list)
	incidlelocked(1)
}

// yieldCheckdead is called by checkdead, with sched.lock held, when no M
// is running. A yielded goroutine is runnable, so the yield queue must be
// empty.
func yieldCheckdead() {
	if !sched.yield.q.empty() {
		print("runtime: checkdead: ", sched.yield.q.size, " yielded goroutines with no running M\n")
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
	y.yielded = uint64(sched.yield.q.size)
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
	metrics["/sched/yields:events"] = metricData{
		deps: makeStatDepSet(schedStatsDep),
		compute: func(in *statAggregate, out *metricValue) {
			out.kind = metricKindUint64
			out.scalar = in.schedStats.yield.steps
		},
	}
}
