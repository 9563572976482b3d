// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime

import (
	"internal/goarch"
	"internal/runtime/atomic"
	"internal/runtime/syscall/linux"
	"internal/stringslite"
	"unsafe"
)

// The deadline timer. On Linux, each thread that runs background work has
// a POSIX timer that signals the thread itself (SIGURG, si_code SI_TIMER)
// at its P's deadline (bgDeadline): the P's next timer, a request's
// follow-up (bgFollowUp), or, for the P the poller picks, its watch
// (bgWatchPoller). The kernel fires it on the thread within microseconds,
// however busy the CPUs, where a woken thread can wait for a CPU until
// the next tick. The handler (bgSignal) stops the goroutine if the
// deadline holds work, and re-arms the timer. (A timer added to the P
// while it runs background work waits for the next arming, or for the
// poller, which sees every P's timers.) A goroutine in a system call or
// a cgo call, which no signal stops, is not signalled: the handler leaves
// the timer disarmed, and exitsyscall arms it again (bgRearm).
//
// The watch is there because the poller is such a thread: while the CPUs
// run background work, its wake-ups, and the network readiness they bring,
// now and then wait milliseconds for a CPU. Having just run, it has had
// more than its share of the CPU beside a thread that spins, and Linux's
// EEVDF scheduler leaves it runnable, its short slice notwithstanding,
// until the next tick (4ms at HZ=250): at 14 Ps on a 16-CPU VM that was
// 6-9% of requests. The OS may as well take its CPU between two polls,
// when nothing else polls. bgPollerSlack after it blocks (while goroutines
// wait for the network), again bgPollerSlack after its own timeout, and
// bgPollerSlack after it returns, the watched P's thread looks: if the
// poller is still blocked though the network has events ready for it, is
// past its timeout, or has not blocked again since it returned, the P's
// goroutine steps aside and its M polls the network (yieldPollerOverdue,
// or findRunnable's own poll), and takes what the poller has made runnable
// but not yet queued (yieldPollerTake): the OS takes the poller's CPU
// after it returns too, at sched.lock, where lock2 yields the CPU to the
// threads that switch background goroutines, or in its system calls, and
// the network poller has no events left for anyone else to find (in a
// trace of misc/kvbench's background row at 2 Ps, a command waited 2.9ms
// so, while the watched P found nothing to poll every 250µs). That costs a
// timer_settime per poller wake-up, and a signal (and a ppoll) per wait of
// the poller while goroutines wait for the network, and per stretch
// between two of its waits, that lasts bgPollerSlack: at most a few
// thousand a second, on one P, whatever GOMAXPROCS.
//
// A thread creates its timer when it first runs background work, and
// deletes it as it exits; extra Ms have none (requests to them signal at
// once). Any thread may arm a P's timer, the handler too. So bgTimer.when
// changes only by CAS, after which the changer arms the timer and loads
// when again, until the two agree (bgTimerSet); and the deadline is
// computed after that load from inputs stored before their writers arm
// (bgArmP), so that none computed without an input overwrites one
// computed with it.

// bgTimer is a thread's deadline timer, mOS.bgTimer.
type bgTimer struct {
	id    int32
	valid atomic.Bool  // id is this thread's timer; as profileTimerValid
	stale atomic.Bool  // a change may have made a fired timer's waiting signal stale (bgPreemptM)
	when  atomic.Int64 // the deadline it is armed for, or 0
}

// bgRetry is how long after a signal that could not stop the goroutine
// (in the runtime, or not at an asynchronous safe point) the timer
// signals again. It bounds the signals a goroutine in a long stretch of
// assembly gets to one per bgRetry; its next call stops it anyway.
const bgRetry = 100 * 1000 // 100µs

// bgPollerSlack is how late the poller may wake from the network poller
// before the watched P's goroutine steps aside for the network. With
// bgPollerSlice, a thread woken on a CPU busy with another waited under
// 160µs at the p99.9 on a 2-core VM; later than this is a stall.
const bgPollerSlack = 250 * 1000 // 250µs

// bgTimerCreate creates mp's timer. It runs on mp's thread.
func bgTimerCreate(mp *m) bool {
	if mp.bgTimer.valid.Load() {
		return true
	}
	if mp.isextra || debug.asyncpreemptoff != 0 {
		return false
	}
	var sevp sigevent
	sevp.notify = _SIGEV_THREAD_ID
	sevp.signo = sigPreempt
	sevp.sigev_notify_thread_id = int32(mp.procid)
	const clockMonotonic = 1 // nanotime's clock
	if timer_create(clockMonotonic, &sevp, &mp.bgTimer.id) != 0 {
		return false
	}
	mp.bgTimer.when.Store(0)
	mp.bgTimer.valid.Store(true)
	return true
}

// bgMExit deletes mp's timer as mp's thread exits.
func bgMExit(mp *m) {
	if mp.bgTimer.valid.Load() {
		mp.bgTimer.valid.Store(false)
		timer_delete(mp.bgTimer.id)
	}
}

// bgTimerSet changes mp's deadline from old to when, if it is still old,
// arms the timer, and reports whether it changed it; fired says the timer
// fired and its signal was delivered (the handler). A timer re-armed
// after it fired loses its signal if it was not delivered yet, and any
// preemptM signal the kernel merged into it, which preemptM would not
// resend while mp.signalPending is set: the world would not stop. Nor
// would a signal of our own get through, on Linux 6.13 and later, while
// the lost one stays queued, to be dropped on delivery. So while a
// preemptM signal is pending, the timer is armed to fire within bgRetry,
// by every change that finds it pending after its timer_settime (before
// which the kernel merged any such signal), and by preemptM itself, whose
// signal a change by another thread may have made stale already, before
// the thread took it (bgPreemptM); and doSigPreempt acknowledges and acts
// on the signal the timer delivers, the queued one, which firing again
// makes current, or a new one. (The timer's own signal needs nothing: the
// deadline that replaces it is computed from the same inputs, due ones
// included. The handler, fired, is delivering it.)
//
//go:nosplit
func bgTimerSet(mp *m, old, when int64, fired bool) bool {
	t := &mp.bgTimer
	if !t.when.CompareAndSwap(old, when) {
		return false
	}
	// The earliest deadline a timer_settime below may replace, but for
	// the one whose signal the handler is delivering.
	replaced := old
	if fired {
		replaced = 0
	}
	for {
		var spec itimerspec
		if when != 0 {
			spec.it_value.setNsec(max(when-nanotime(), 1000)) // 0 would disarm it
		}
		timer_settime(t.id, 0, (*itimerspec)(noescape(unsafe.Pointer(&spec))), nil)
		if replaced != 0 && replaced <= nanotime() {
			t.stale.Store(true) // it may have fired before the change
		}
		replaced = when
		if !fired && mp.signalPending.Load() != 0 {
			if soon := nanotime() + bgRetry; (when == 0 || when > soon) && t.when.CompareAndSwap(when, soon) {
				when = soon
				continue
			}
		}
		if now := t.when.Load(); now != when {
			when = now
			replaced = earliest(replaced, now)
			continue
		}
		return true
	}
}

// bgPreemptM is called by preemptM after it has signalled mp: if a change
// may have made a signal of mp's timer stale before the thread took it,
// into which the kernel may have merged preemptM's, the timer fires within
// bgRetry (bgTimerSet). The handler clears stale as it takes a signal of
// the timer's.
//
//go:nowritebarrierrec
func bgPreemptM(mp *m) {
	if !mp.bgTimer.valid.Load() || !mp.bgTimer.stale.Load() {
		return
	}
	soon := nanotime() + bgRetry
	for {
		if old := mp.bgTimer.when.Load(); old != 0 && old <= soon || bgTimerSet(mp, old, soon, false) {
			return
		}
	}
}

// earliest returns the earlier of two deadlines, 0 meaning none.
func earliest(a, b int64) int64 {
	if a == 0 || b != 0 && b < a {
		return b
	}
	return a
}

// bgDeadline returns pp's deadline, or 0.
//
//go:nosplit
func bgDeadline(pp *p) int64 {
	d := pp.timers.wakeTime()
	if r := pp.bg.req.Load(); r == bgReqOther || r == bgReqLater {
		d = earliest(d, pp.bg.followAt.Load())
	}
	if sched.bg.watch.Load() == pp.id+1 {
		d = earliest(d, sched.bg.watchAt.Load())
	}
	return d
}

// bgArmP arms the timer of pp's M for pp's deadline, and reports whether
// the M has a timer. Any thread may call it.
func bgArmP(pp *p) bool {
	mp := pp.m.ptr()
	if mp == nil || !mp.bgTimer.valid.Load() {
		return false
	}
	for {
		old := mp.bgTimer.when.Load()
		if d := bgDeadline(pp); old == d || bgTimerSet(mp, old, d, false) {
			return true
		}
	}
}

// bgRearm arms the calling M's timer for pp's deadline if it is
// disarmed, as bgSignal leaves it for a goroutine in a system call.
func bgRearm(pp *p) {
	if mp := getg().m; mp.bgTimer.valid.Load() && mp.bgTimer.when.Load() == 0 {
		bgArmP(pp)
	}
}

// bgArmOwn arms the calling M's timer, creating it on first use, for pp,
// where the M starts to run background work.
func bgArmOwn(pp *p) {
	if bgTimerCreate(getg().m) {
		bgArmP(pp)
	}
}

// bgWatchPoller is called by the poller before it blocks in the network
// poller until wake: it arms a P that runs background work, the last one
// if it still does, for the watch. bgUnwatchPoller is called after.
//
//go:nowritebarrierrec
func bgWatchPoller(wake int64) {
	lock(&allpLock)
	pp := bgWatched(sched.bg.watch.Load())
	if pp == nil || !pp.bg.running.Load() {
		pp = nil
		for _, p2 := range allp {
			if p2 != nil && p2.bg.running.Load() { // nil: see bgRequestOthers
				pp = p2
				break
			}
		}
	}
	if pp != nil {
		sched.bg.watchAt.Store(bgWatchFirst(nanotime(), wake, netpollAnyWaiters()))
		if old := bgWatched(sched.bg.watch.Swap(pp.id + 1)); old != nil && old != pp {
			bgArmP(old) // drop the watch from its deadline
		}
		bgArmP(pp)
	}
	unlock(&allpLock)
}

// bgWatched returns the P whose id+1 is watch (sched.bg.watch), or nil.
// The caller holds allpLock.
func bgWatched(watch int32) *p {
	if id := watch - 1; id >= 0 && id < int32(len(allp)) {
		return allp[id] // nil where procresize is growing allp
	}
	return nil
}

// bgWatchFirst returns when the watch first looks at a poller that blocks
// in the network poller at now until wake. If goroutines wait for the
// network (waiters), that is bgPollerSlack after it blocks, for events
// ready that it has not run to take (bgPollerLate), and then bgPollerSlack
// past its timeout; else only the latter: no network event can then make
// a goroutine runnable, and the look past the timeout finds a poller that
// the OS keeps from a netpollBreak wake-up, as it finds a late one. The
// first look costs a signal and a ppoll per wait of the poller: in
// BenchmarkBackgroundScale, with no network I/O, it doubled the signals
// at 2 Ps (1,100 to 2,000 a second with 1,000 foreground wake-ups).
func bgWatchFirst(now, wake int64, waiters bool) int64 {
	if waiters {
		return now + bgPollerSlack
	}
	return wake + bgPollerSlack
}

// bgUnwatchPoller is called as the poller returns from the network poller
// at now. A watch stays, bgPollerSlack from now: if the poller has not
// blocked again by then, the OS has most likely taken its CPU between two
// polls, and while every P runs background work nothing else polls (at
// 14 Ps on a 16-CPU VM, requests waited up to 6.5ms so). The timer is
// re-armed only if the watch had moved to the poller's timeout: otherwise
// it is armed for bgPollerSlack after the poller blocked, which is sooner,
// and the poller usually blocks again first, when bgWatchPoller re-arms it
// for that wait; if not, bgSignal re-arms it for this one.
//
//go:nowritebarrierrec
func bgUnwatchPoller(now int64) {
	wa := sched.bg.watchAt.Load()
	if wa == 0 {
		return
	}
	next := now + bgPollerSlack
	sched.bg.watchAt.Store(next)
	if wa > next {
		lock(&allpLock)
		if pp := bgWatched(sched.bg.watch.Load()); pp != nil {
			bgArmP(pp)
		}
		unlock(&allpLock)
	}
}

// bgPollerDone ends the watch as the poller gives up its role.
func bgPollerDone() {
	sched.bg.watchAt.Store(0)
}

// yieldPollerOverdue reports whether the poller is blocked in the network
// poller bgPollerSlack past the time it was to wake, or with events ready
// that it has not taken: an M in findRunnable then polls the network
// itself, as if none were blocked. The latter, what the watch looks for
// (bgPollerLate), costs that M a ppoll, only while the poller blocks; it
// finds too what the network readied after the watch's first look, which
// a poller woken on a busy CPU may not run to take for milliseconds (at 14
// Ps on a 16-CPU VM, up to 1.7ms), where stock Go's M would have polled.
//
// Inlined: one load while the poller does not block.
func yieldPollerOverdue() bool {
	return sched.yield.poller.polling.Load() && bgPollerOverdue(epfd)
}

// bgPollerOverdue is yieldPollerOverdue for a blocked poller, with ep the
// network poller's epoll instance.
func bgPollerOverdue(ep int32) bool {
	return nanotime() > sched.yield.poller.wake.Load()+bgPollerSlack || fdReadable(ep)
}

// bgPollerLate reports, for the watch due at wa, now, whether the poller is
// late: out of the network poller bgPollerSlack after it returned
// (bgUnwatchPoller), so that an M with a P polls instead (findRunnable
// does while no M is blocked in netpoll); blocked in the network poller
// past its timeout; or blocked with network events ready on ep, the
// network poller's epoll instance, that it has not taken (it has been
// blocked bgPollerSlack), which the P's M then takes (yieldPollerOverdue).
// If not,
// the watch moves to the poller's timeout, unless the poller has moved it
// since (bgWatchPoller, bgUnwatchPoller): a watch left behind would signal
// every bgRetry.
//
//go:nowritebarrierrec
func bgPollerLate(now, wa int64, ep int32) bool {
	if !sched.yield.poller.polling.Load() {
		// Unless the poller has blocked and returned since wa was
		// loaded, which moved the watch.
		return sched.bg.watchAt.Load() == wa
	}
	wake := sched.yield.poller.wake.Load() + bgPollerSlack
	if now > wake || fdReadable(ep) {
		return true
	}
	sched.bg.watchAt.CompareAndSwap(wa, wake)
	return false
}

// fdReadable reports whether fd is readable now: for an epoll instance,
// whether it has events ready, which it does not take.
//
//go:nosplit
func fdReadable(fd int32) bool {
	const ppoll = goarch.IsAmd64*271 + goarch.Is386*309 + goarch.IsArm*336 +
		(goarch.IsArm64+goarch.IsRiscv64+goarch.IsLoong64)*73 +
		(goarch.IsPpc64+goarch.IsPpc64le)*281 + goarch.IsS390x*302 +
		(goarch.IsMips64+goarch.IsMips64le)*5261 + (goarch.IsMips+goarch.IsMipsle)*4302
	pfd := struct {
		fd              int32
		events, revents int16
	}{fd, 1 /* POLLIN */, 0}
	var ts timespec // zero: return at once
	n, _, e := linux.Syscall6(ppoll, uintptr(noescape(unsafe.Pointer(&pfd))), 1, uintptr(noescape(unsafe.Pointer(&ts))), 0, 0, 0)
	return e == 0 && n == 1 && pfd.revents&1 != 0
}

// bgSignal is called by doSigPreempt for a preemption signal on gp's
// thread. If it is the thread's timer's and the P's deadline holds work
// (an expired timer, a late poller, a request's follow-up), it marks the
// P's background goroutine for preemption, which doSigPreempt carries
// out at an asynchronous safe point. Then it re-arms the timer.
//
//go:nowritebarrierrec
func bgSignal(gp *g, ctxt *sigctxt) {
	if int32(ctxt.sigcode()) != _SI_TIMER {
		return
	}
	mp := gp.m
	if !mp.bgTimer.valid.Load() {
		return
	}
	if bgInAtomic64(ctxt.sigpc()) {
		// Look again in a while, touching no 64-bit atomic.
		var spec itimerspec
		spec.it_value.setNsec(bgRetry)
		timer_settime(mp.bgTimer.id, 0, &spec, nil)
		return
	}
	mp.bgTimer.stale.Store(false) // any signal merged into this one comes with it
	sched.bg.signals.Add(1)
	now := nanotime()
	old := mp.bgTimer.when.Load()
	if old != 0 && old > now {
		// Re-armed for later since it fired; armed again, in case
		// this signal's retry (bgInAtomic64) replaced that arming.
		bgTimerSet(mp, old, old, true)
		return
	}
	pp := mp.p.ptr()
	cur := mp.curg
	if pp == nil || !pp.bg.running.Load() || cur == nil || !cur.bg.on || readgstatus(cur)&^_Gscan == _Gsyscall {
		// Left disarmed, as a one-shot timer that fired is, the timer
		// is armed again when the P runs background work; for a
		// goroutine in a system call or a cgo call, which no signal
		// stops (R1) and which the kernel mostly restarts after one,
		// as the call returns (bgExitsyscall), or when the P moves on.
		mp.bgTimer.when.CompareAndSwap(old, 0)
		return
	}
	req := pp.bg.req.Load()
	if req == bgReqLater && pp.bg.followAt.Load() <= now {
		// Ask now if the work is still queued on the P that readied
		// it; else the request lapses.
		next := uint32(bgReqNone)
		if lp := (*p)(unsafe.Pointer(pp.bg.later.Load())); lp != nil && uintptr(lp.runnext) == pp.bg.laterG.Load() {
			next = bgReqOther
		}
		if pp.bg.req.CompareAndSwap(bgReqLater, next) && next == bgReqOther {
			bgAsk(cur)
		}
		req = pp.bg.req.Load()
	}
	if req == bgReqNone || req == bgReqLater {
		w := pp.timers.wakeTime()
		if wa := sched.bg.watchAt.Load(); sched.bg.watch.Load() == pp.id+1 && wa != 0 && wa <= now && bgPollerLate(now, wa, epfd) {
			// The poller is late: the M polls the network as it
			// looks for work, and we look again in a while.
			sched.bg.watchAt.CompareAndSwap(wa, now+bgPollerSlack)
			w = now
		}
		if w != 0 && w <= now && pp.bg.req.CompareAndSwap(req, bgReqOther) {
			pp.bg.reqAt.Store(now)
			pp.bg.followAt.Store(now) // not a later request's deadline
			bgAsk(cur)
			req = bgReqOther
		}
	}
	if req != bgReqNone && pp.bg.followAt.Load() <= now {
		if req == bgReqOther {
			// The request is the P's goroutine's, whichever it
			// is now: bgRequest may have marked one that stopped
			// before its CAS, after which another took the P (I3).
			cur.preempt = true
			cur.stackguard0 = stackPreempt
		}
		// If this signal cannot stop it, its next call will; in case
		// that does not come, look again in a while.
		pp.bg.followAt.Store(now)
		if gp != cur || !wantAsyncPreempt(cur) {
			pp.bg.followAt.Store(now + bgRetry)
		} else if ok, _ := isAsyncSafePoint(gp, ctxt.sigpc(), ctxt.sigsp(), ctxt.siglr()); !ok {
			pp.bg.followAt.Store(now + bgRetry)
		}
	}
	for {
		d := bgDeadline(pp)
		if d != 0 && d <= now {
			d = now + bgRetry // seen to above; not again at once
		}
		if bgTimerSet(mp, old, d, true) {
			return
		}
		old = mp.bgTimer.when.Load()
	}
}

// bgInAtomic64 reports whether pc, where a signal stopped the thread, may
// be inside a 64-bit atomic operation that holds a spin lock: on mips and
// mipsle, and on arm, internal/runtime/atomic takes one for each (before
// ARMv7, or through the kernel's helpers), and bgSignal, which uses such
// atomics, would wait for it forever on the thread that holds it. (sigprof
// passes over such signals for the same reason.)
//
//go:nowritebarrierrec
func bgInAtomic64(pc uintptr) bool {
	if GOARCH != "mips" && GOARCH != "mipsle" && GOARCH != "arm" {
		return false
	}
	if f := findfunc(pc); f.valid() {
		name := funcname(f)
		if stringslite.HasPrefix(name, "internal/runtime/atomic") {
			return true
		}
		// The file-local trampolines to the kernel's helpers, with
		// no package in their names (sys_linux_arm.s): kernelcas
		// runs on for a few instructions once it has taken a lock.
		if GOARCH == "arm" && (name == "cas" || name == "kernelcas" || name == "memory_barrier") {
			return true
		}
	}
	// The kernel's helpers themselves.
	return GOARCH == "arm" && goarm < 7 && pc&0xffff0000 == 0xffff0000
}

// bgPollerSlice asks the kernel for the shortest time slice for the
// calling thread, the yield poller: with EEVDF the thread on a CPU may
// run out its slice, milliseconds, before a woken thread runs, and a
// short slice gives the poller's wake-ups deadlines early enough to
// preempt (Linux 6.12 and later; others ignore it). Policy and nice value
// stay. On a CPU shared with a spinning thread, a thread woken every
// 200µs waited 3.7ms at the p99.9 with the default slice, 155µs with it.
// A thread cloned from the poller would inherit the slice, and so would
// every thread and process started from that one: the template thread
// starts the poller's Ms instead (bgNoClone), which yieldPollerKick
// starts first.
func bgPollerSlice() {
	bgPollerM.set(getg().m)
	// The kernel's struct sched_attr, in its first version.
	var a struct {
		size, policy  uint32
		flags         uint64
		nice          int32
		priority      uint32
		slice, dl, pd uint64
	}
	const (
		schedOther, schedBatch = 0, 3
		minSlice               = 100 * 1000 // the kernel's lower bound
		setattr                = goarch.IsAmd64*314 + goarch.Is386*351 + goarch.IsArm*380 +
			(goarch.IsArm64+goarch.IsRiscv64+goarch.IsLoong64)*274 +
			(goarch.IsPpc64+goarch.IsPpc64le)*355 + goarch.IsS390x*345 +
			(goarch.IsMips64+goarch.IsMips64le)*5309 + (goarch.IsMips+goarch.IsMipsle)*4349
		getattr = setattr + 1
	)
	size := unsafe.Sizeof(a)
	if _, _, e := linux.Syscall6(getattr, 0, uintptr(unsafe.Pointer(&a)), size, 0, 0, 0); e != 0 {
		return
	}
	if a.policy == schedOther || a.policy == schedBatch {
		a.size, a.slice = uint32(size), minSlice
		linux.Syscall6(setattr, 0, uintptr(unsafe.Pointer(&a)), 0, 0, 0, 0)
	}
}

// bgPollerM is the poller's M, once it asks for its time slice.
var bgPollerM muintptr

// bgNoClone reports whether newm, on mp, has the template thread start
// new Ms, as on a locked M: mp is the poller (bgPollerSlice).
func bgNoClone(mp *m) bool {
	return mp == bgPollerM.ptr()
}
