// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime

import "unsafe"

// FdReadable reports whether fd is readable now (fdReadable).
func FdReadable(fd int) bool { return fdReadable(int32(fd)) }

// PollerWatchCheck runs the watch's check (bgPollerLate) at the current
// time of a poller blocked in the network poller until wake, with fd in
// place of the network poller's epoll instance. It reports whether the
// check found the poller late, whether an M in findRunnable would then
// poll the network itself (yieldPollerOverdue), and the time the watch
// looks next, 0 if late. It runs with the world stopped and puts the
// poller's state back; ok is false, and it checks nothing, if the poller
// is not asleep, whose state it would race with.
func PollerWatchCheck(fd int, wake int64) (late, overdue bool, next int64, ok bool) {
	stw := stopTheWorld(stwForTestResetDebugLog) // any stop will do
	defer startTheWorld(stw)
	if st := sched.yield.poller.state.Load(); st == yieldPollerActive {
		return false, false, 0, false
	}
	p := &sched.yield.poller
	polling, oldWake, watchAt := p.polling.Load(), p.wake.Load(), sched.bg.watchAt.Load()
	p.polling.Store(true)
	p.wake.Store(wake)
	now := nanotime()
	sched.bg.watchAt.Store(now)
	late = bgPollerLate(now, now, int32(fd))
	overdue = bgPollerOverdue(int32(fd))
	if !late {
		next = sched.bg.watchAt.Load()
	}
	p.polling.Store(polling)
	p.wake.Store(oldWake)
	sched.bg.watchAt.Store(watchAt)
	return late, overdue, next, true
}

// PollerOverdue reports whether an M in findRunnable would poll the
// network itself (yieldPollerOverdue) beside a poller blocked in the
// network poller until wake that the watch has not found late, with fd in
// place of the network poller's epoll instance. As PollerWatchCheck, it
// runs with the world stopped, puts the poller's state back, and checks
// nothing (ok is false) if the poller is not asleep.
func PollerOverdue(fd int, wake int64) (overdue, ok bool) {
	stw := stopTheWorld(stwForTestResetDebugLog)
	defer startTheWorld(stw)
	if st := sched.yield.poller.state.Load(); st == yieldPollerActive {
		return false, false
	}
	p := &sched.yield.poller
	polling, oldWake := p.polling.Load(), p.wake.Load()
	p.polling.Store(true)
	p.wake.Store(wake)
	overdue = bgPollerOverdue(int32(fd))
	p.polling.Store(polling)
	p.wake.Store(oldWake)
	return overdue, true
}

// PollerWatchCheckOut runs the watch's check (bgPollerLate) for a poller
// that returned from the network poller bgPollerSlack ago and has not
// blocked in it since, and reports whether it found the poller late. With
// moved set, the poller has moved the watch since the check loaded it. As
// PollerWatchCheck, it runs with the world stopped, puts the poller's
// state back, and checks nothing (ok is false) if the poller is active.
func PollerWatchCheckOut(moved bool) (late, ok bool) {
	stw := stopTheWorld(stwForTestResetDebugLog)
	defer startTheWorld(stw)
	if st := sched.yield.poller.state.Load(); st == yieldPollerActive {
		return false, false
	}
	p := &sched.yield.poller
	polling, watchAt := p.polling.Load(), sched.bg.watchAt.Load()
	p.polling.Store(false)
	now := nanotime()
	sched.bg.watchAt.Store(1) // watched
	bgUnwatchPoller(now - bgPollerSlack)
	wa := sched.bg.watchAt.Load()
	if moved {
		sched.bg.watchAt.Store(now + bgPollerSlack)
	}
	late = wa <= now && bgPollerLate(now, wa, -1)
	p.polling.Store(polling)
	sched.bg.watchAt.Store(watchAt)
	return late, true
}

// SetPollerStall has the yield poller sleep d microseconds after each
// return from the network poller, as if the OS took its CPU, and returns
// the previous setting.
func SetPollerStall(d uint32) uint32 { return yieldPollerTestStall.Swap(d) }

// SetPollerHold has the yield poller sleep d microseconds while it holds
// goroutines it has made runnable from the network, before it queues
// them, as if the OS took its CPU there, and returns the previous
// setting.
func SetPollerHold(d uint32) uint32 { return yieldPollerTestHold.Swap(d) }

// PollerTakenSeveral returns how many times an M has taken several
// goroutines that the yield poller held (yieldPollerTakeSlow).
func PollerTakenSeveral() uint32 { return yieldPollerTestTaken.Load() }

// PollerSlack is bgPollerSlack.
const PollerSlack = bgPollerSlack

// PollerWatchFirst returns when the watch first looks at a poller that
// blocks at now until wake, with goroutines waiting for the network or
// none (bgWatchFirst).
func PollerWatchFirst(now, wake int64, waiters bool) int64 { return bgWatchFirst(now, wake, waiters) }

// BackgroundArmTimer arms the calling thread's deadline timer for its P's
// deadline, as bgSetP does when the P starts to run background work.
func BackgroundArmTimer() {
	mp := acquirem()
	if pp := mp.p.ptr(); pp != nil {
		bgArmOwn(pp)
	}
	releasem(mp)
}

// BackgroundStaleRequest records a request to stop on a P other than the
// caller's that runs background work, with its follow-up, as bgRequest
// does, but does not mark the P's goroutine: as when the goroutine that
// bgRequest read has been replaced by another before its CAS. It returns
// the P's id, or -1.
func BackgroundStaleRequest() int {
	mp := acquirem()
	defer releasem(mp)
	for _, pp := range allp {
		if pp != mp.p.ptr() && pp.bg.running.Load() && pp.bg.req.CompareAndSwap(bgReqNone, bgReqOther) {
			bgFollowUp(pp, nanotime())
			return int(pp.id)
		}
	}
	return -1
}

// BackgroundRequestPending reports whether P id has a request to stop
// pending.
func BackgroundRequestPending(id int) bool {
	mp := acquirem()
	defer releasem(mp)
	return allp[id].bg.req.Load() != bgReqNone
}

// BackgroundRequestLaterTwice asks the background goroutine of a P other
// than the caller's to stop later for work in the runnext of one P, then
// for work in the runnext of another, as bgLater does for two foreground
// goroutines on those Ps, and reports whether each request was made and
// whether the first still stands after the second. It returns ok false if
// no other P runs background work, or it could not be asked, and timer
// false if that P's thread has no deadline timer to wait on, when a
// request to stop later asks at once. The work named is not in those
// runnexts: the requests lapse at their deadline, which it puts a second
// off, so that the first cannot lapse before the second comes, however
// long the caller's thread waits for a CPU in between (an emulator's
// can, for more than bgLaterGrace).
func BackgroundRequestLaterTwice() (first, second, kept, ok, timer bool) {
	mp := acquirem()
	defer releasem(mp)
	if len(allp) < 3 {
		return false, false, false, false, true
	}
	self := mp.p.ptr()
	var pp, a, b *p
	for _, p2 := range allp {
		switch {
		case p2 != self && pp == nil && p2.bg.running.Load() && p2.bg.req.Load() == bgReqNone:
			pp = p2
		case a == nil:
			a = p2
		case b == nil:
			b = p2
		}
	}
	if pp == nil || b == nil {
		return false, false, false, false, true
	}
	if pm := pp.m.ptr(); pm == nil || !pm.bgTimer.valid.Load() {
		return false, false, false, false, pm == nil
	}
	now := nanotime() + 1e9
	ga, gb := getg(), mp.g0
	first = bgRequest(pp, now, a, ga, true)
	second = bgRequest(pp, now, b, gb, true)
	kept = pp.bg.req.Load() == bgReqLater && pp.bg.later.Load() == uintptr(unsafe.Pointer(a)) &&
		pp.bg.laterG.Load() == uintptr(unsafe.Pointer(ga))
	return first, second, kept, true, true
}

// TimerMergedPreempt replays, on the calling thread, a preemptM signal that
// the kernel merged into the deadline timer's pending signal, lost with it
// as bgTimerSet re-armed the timer and then disarmed it. It reports whether
// a preemption signal reached the thread, acknowledging signalPending,
// within 100ms; ok is false if the thread has no timer.
func TimerMergedPreempt() (acked, ok bool) {
	LockOSThread()
	defer UnlockOSThread()
	mp := getg().m
	if !bgTimerCreate(mp) {
		return false, false
	}
	var set, prev sigset
	sigaddset(&set, sigPreempt)
	sigprocmask(_SIG_BLOCK, &set, &prev)
	bgTimerSet(mp, mp.bgTimer.when.Load(), nanotime()+1000, false)
	usleep(2000)                                                  // it fires; its signal waits, blocked
	mp.signalPending.Store(1)                                     // preemptM's, merged into it
	bgTimerSet(mp, mp.bgTimer.when.Load(), nanotime()+1e9, false) // re-armed: the pending signal is lost
	bgTimerSet(mp, mp.bgTimer.when.Load(), 0, false)              // disarmed
	sigprocmask(_SIG_SETMASK, &prev, nil)
	for end := nanotime() + 100e6; mp.signalPending.Load() != 0 && nanotime() < end; {
		usleep(1000)
	}
	return mp.signalPending.Load() == 0, true
}

// TimerPreemptAfterRearm replays, on the calling thread, a preemptM signal
// sent after another thread has disarmed the deadline timer while its own
// signal waited to be delivered: the kernel merges the preemptM signal into
// the timer's, which the disarming made stale, and drops both on delivery
// (Linux 6.13 and later). It reports whether a preemption signal reached
// the thread, acknowledging signalPending, within 100ms; ok is false if the
// thread has no timer. It clears signalPending either way, so that later
// preemptM calls signal the thread again.
func TimerPreemptAfterRearm() (acked, ok bool) {
	LockOSThread()
	defer UnlockOSThread()
	mp := getg().m
	if !bgTimerCreate(mp) {
		return false, false
	}
	var set, prev sigset
	sigaddset(&set, sigPreempt)
	sigprocmask(_SIG_BLOCK, &set, &prev)
	bgTimerSet(mp, mp.bgTimer.when.Load(), nanotime()+1000, false)
	usleep(2000)                                     // it fires; its signal waits, blocked
	bgTimerSet(mp, mp.bgTimer.when.Load(), 0, false) // disarmed: the waiting signal is stale
	preemptM(mp)                                     // merged into it
	sigprocmask(_SIG_SETMASK, &prev, nil)
	for end := nanotime() + 100e6; mp.signalPending.Load() != 0 && nanotime() < end; {
		usleep(1000)
	}
	acked = mp.signalPending.Load() == 0
	mp.signalPending.Store(0)
	return acked, true
}

// BackgroundRequestLaterHeld asks the background goroutine of a P other
// than the caller's to stop later, for the caller, a second from now, then
// holds the caller's P until until reports true (for at most 100ms) and
// reports whether the request still stands on that P, which still runs
// background work (held). ok is false if no such P or no timer was found,
// if until never reported true, or if the P stopped running background
// work meanwhile. The request is withdrawn before it returns.
func BackgroundRequestLaterHeld(until func() bool) (held, ok bool) {
	mp := acquirem()
	defer releasem(mp)
	self := mp.p.ptr()
	var pp *p
	for _, p2 := range allp {
		if p2 != self && p2.bg.running.Load() && p2.bg.req.Load() == bgReqNone {
			pp = p2
			break
		}
	}
	if pp == nil {
		return false, false
	}
	if pm := pp.m.ptr(); pm == nil || !pm.bgTimer.valid.Load() {
		return false, false
	}
	if !bgRequest(pp, nanotime()+1e9, self, getg(), true) || pp.bg.req.Load() != bgReqLater {
		return false, false
	}
	done := false
	for end := nanotime() + 100e6; !done && nanotime() < end; {
		done = until()
	}
	held = pp.bg.req.Load() == bgReqLater
	ok = done && pp.bg.running.Load()
	pp.bg.req.CompareAndSwap(bgReqLater, bgReqNone)
	return held, ok
}
