// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime

import (
	"internal/runtime/atomic"
	"internal/runtime/syscall/linux"
	"unsafe"
)

// The timer watch. On Linux, a thread that starts a background goroutine
// arms a POSIX timer of its own for the next timer on its P, which sends
// the thread the preemption signal when that timer expires; the signal
// handler (yieldSignal) finds the expired timer, or other foreground work
// waiting in the run queues, and preempts the goroutine there and then,
// through doSigPreempt.
//
// Without it, only the yield poller sees timers while every P runs
// background work: it blocks in netpoll, which sleeps in whole
// milliseconds, and then signals the thread from another CPU. The kernel
// delivers a thread's own timer signal to the running thread within
// microseconds of the expiry. A signal costs the interrupted thread tens
// of microseconds in some virtual machines, so the timer is armed for
// timers, and to poll only when the poller has shown that it cannot be
// relied on: the poller watches the network, and timers that a background
// goroutine adds while it runs. Extra Ms, which move between threads,
// have no timer.
//
// The network probe. A thread woken while every CPU runs other threads
// may wait for one until the kernel's next tick: on a kernel with a 250Hz
// tick that does not preempt on wake-up, the poller thread, woken by a
// packet, waits up to 4ms in about one wake-up in a hundred, and the
// packet with it. Goroutines that call Yield poll the network themselves
// (yieldProbeWork); background goroutines cannot. So while the poller
// has recently woken late (yieldPollerWoke) and goroutines wait on the
// network, the timer of each thread that runs a background goroutine
// also fires every yieldProbePeriod times the number of such threads,
// which makes one probe per yieldProbePeriod across the process, as
// yielders make. The signal handler asks the kernel whether the network
// poller's epoll instance has events, through a second epoll instance
// that watches it (reading the events would take them from the poller),
// and if so preempts the goroutine; its thread polls the network as it
// deschedules it (yieldBackgroundSched_m). On a 2-core VM whose signals
// cost about 20µs, probing costs background goroutines about 4% of their
// throughput, and only where the poller stalls.

// yieldSelfPreemptDelay is how long after a background goroutine readies
// foreground work, where it cannot step aside at once (see
// yieldReadiedSlow), its own thread's timer signals it: long enough for
// the thread to be back in the goroutine's code, where the signal can
// preempt it, rather than still in the runtime, where the signal is lost
// (arming the timer alone can take several microseconds in a virtual
// machine). On a 2-core VM, 20µs lost about one signal in twenty, and
// 5µs most.
const yieldSelfPreemptDelay = 40 * 1000 // 40µs

// yieldTimerSet arms mp's timer to signal mp's thread at when, or
// disarms it if when is 0, and records when in mp.yield.armed. It creates
// the timer on first use, and reports whether it succeeded. It runs on
// mp's thread, possibly in the signal handler.
//
//go:nosplit
func yieldTimerSet(mp *m, when, now int64) bool {
	if mp.isextra || mp.procid == 0 {
		return false
	}
	if mp.yield.timerValid && mp.yield.timerTid != mp.procid {
		timer_delete(mp.yield.timer)
		mp.yield.timerValid = false
		mp.yield.armed = 0
	}
	if !mp.yield.timerValid {
		if when == 0 {
			return true
		}
		var sevp sigevent
		sevp.notify = _SIGEV_THREAD_ID
		sevp.signo = sigPreempt
		sevp.sigev_notify_thread_id = int32(mp.procid)
		const clockMonotonic = 1 // CLOCK_MONOTONIC
		if timer_create(clockMonotonic, &sevp, &mp.yield.timer) != 0 {
			return false
		}
		mp.yield.timerTid = mp.procid
		mp.yield.timerValid = true
	}
	var spec itimerspec
	if when != 0 {
		// A zero it_value would disarm it.
		spec.it_value.setNsec(max(when-now, 1000))
	}
	if timer_settime(mp.yield.timer, 0, (*itimerspec)(noescape(unsafe.Pointer(&spec))), nil) != 0 {
		return false
	}
	mp.yield.armed = when
	return true
}

// yieldWatchTimers arms mp's timer for the next timer on pp, or for pp's
// next network probe, if it is not armed for that already. mp is the
// calling M, which is about to run, or runs, a background goroutine on pp.
func yieldWatchTimers(mp *m, pp *p) {
	if debug.asyncpreemptoff != 0 || mp.isextra {
		return
	}
	when := pp.timers.wakeTime()
	var now int64
	if sched.yield.poller.stalledAt.Load() != 0 {
		now = nanotime()
		when = yieldNextProbe(pp, when, now)
	}
	if when == mp.yield.armed || when == 0 {
		// Armed for it already, or nothing to watch (a timer armed
		// for a timer since deleted fires harmlessly).
		return
	}
	if now == 0 {
		now = nanotime()
	}
	yieldTimerSet(mp, when, now)
}

// yieldProbeWindow is how long after the poller last stalled the threads
// that run background goroutines probe the network.
const yieldProbeWindow = 1000 * 1000 * 1000 // 1s

// yieldNextProbe returns the earlier of when, pp's next timer or 0, and
// pp's next network probe, scheduling that if the network is to be probed
// and none is. It runs on pp's M, possibly in the signal handler.
func yieldNextProbe(pp *p, when, now int64) int64 {
	stalled := sched.yield.poller.stalledAt.Load()
	if stalled == 0 || now-stalled >= yieldProbeWindow || !netpollAnyWaiters() || yieldNoNetworkProbe.Load() || !yieldProbeReady() {
		pp.yield.probeAt = 0
		return when
	}
	if pp.yield.probeAt <= now {
		// None scheduled, or one missed while the P ran other work.
		pp.yield.probeAt = now + yieldProbePeriod*int64(max(sched.yield.nbgRunning.Load(), 1))
	}
	if when == 0 || pp.yield.probeAt < when {
		return pp.yield.probeAt
	}
	return when
}

// yieldProbeFD is an epoll instance that watches the network poller's,
// or -1 if there is none yet; -2 while one is being made. A thread asks it,
// without blocking, whether the poller's instance has events (see
// yieldNetworkReady).
var yieldProbeFD atomic.Int32

func init() {
	yieldProbeFD.Store(-1)
}

// yieldProbeReady reports whether yieldProbeFD is ready for use. It makes
// it if not, unless it is called from the signal handler (the handler
// looks only at a probe that is due, whose thread made it ready first).
func yieldProbeReady() bool {
	fd := yieldProbeFD.Load()
	if fd >= 0 {
		return true
	}
	if fd != -1 || getg() == getg().m.gsignal || !netpollinited() || !yieldProbeFD.CompareAndSwap(-1, -2) {
		return false
	}
	fd, errno := linux.EpollCreate1(linux.EPOLL_CLOEXEC)
	if errno == 0 {
		// Level-triggered: the instance stays ready while the
		// poller's has events.
		ev := linux.EpollEvent{Events: linux.EPOLLIN}
		if linux.EpollCtl(fd, linux.EPOLL_CTL_ADD, epfd, &ev) == 0 {
			yieldProbeFD.Store(fd)
			return true
		}
		closefd(fd)
	}
	yieldProbeFD.Store(-3) // give up
	return false
}

// yieldNetworkReady reports whether the network poller's epoll instance
// has events that no thread has taken yet.
func yieldNetworkReady() bool {
	fd := yieldProbeFD.Load()
	if fd < 0 {
		return false
	}
	var ev [1]linux.EpollEvent
	n, _ := linux.EpollWait(fd, ev[:], 1, 0)
	return n > 0
}

// yieldSelfPreempt makes mp's timer signal mp's thread shortly, so that
// the background goroutine mp runs, which has readied foreground work but
// could not step aside at once, is preempted asynchronously even if it
// loops without calls (yieldPreemptP has set p.preempt, which the signal
// acts on). It reports whether the timer is armed.
//
//go:nosplit
func yieldSelfPreempt(mp *m) bool {
	if debug.asyncpreemptoff != 0 {
		return false
	}
	now := nanotime()
	return yieldTimerSet(mp, now+yieldSelfPreemptDelay, now)
}

// yieldSignal is called by doSigPreempt on the thread of gp, the goroutine
// that a preemption signal interrupted, if the thread has a timer: the
// signal may be the timer's. If gp is a background goroutine and
// foreground work waits that nothing else would preempt gp for (in a run
// queue, on an expired timer, or, if a network probe is due, on the
// network), it marks gp for preemption, which doSigPreempt carries out at
// once if gp is at an asynchronous safe point; otherwise gp stops at its
// next function call. Otherwise it rearms the timer for the next timer on
// the P or the next network probe.
//
//go:nowritebarrierrec
func yieldSignal(gp *g) {
	mp := gp.m
	now := nanotime()
	if mp.yield.armed != 0 && mp.yield.armed <= now {
		mp.yield.armed = 0 // fired
	}
	pp := mp.p.ptr()
	if pp == nil || !pp.yield.bg.Load() {
		return // no background goroutine here
	}
	network := false
	if pp.yield.probeAt != 0 && pp.yield.probeAt <= now {
		pp.yield.probeAt = 0
		network = yieldNetworkReady()
	}
	if gp != mp.curg {
		// In the runtime, where the signal cannot preempt the
		// goroutine. If a timer or the network is due, look again
		// shortly.
		if w := pp.timers.wakeTime(); network || w != 0 && w <= now && mp.yield.armed == 0 {
			if network {
				pp.yield.probeAt = now + yieldPreemptRetry
			}
			yieldTimerSet(mp, now+yieldPreemptRetry, now)
		} else {
			yieldWatchNext(mp, pp, now)
		}
		return
	}
	if !gp.yield.bg {
		return
	}
	if gp.preempt || pp.yield.preempted.Load() != 0 {
		// Being preempted already: the signal does that.
		return
	}
	if gp.yield.boosted && now-gp.yield.turn < yieldQuantum {
		return // ordinary work for now: see yieldSysmon
	}
	if !network && !yieldWatchWork(pp, now) {
		yieldWatchNext(mp, pp, now)
		return
	}
	if !pp.yield.preempted.CompareAndSwap(0, 1) {
		return
	}
	// The thread polls the network as it deschedules gp.
	pp.yield.pollNetwork = network
	sched.yield.bgPreempts.Add(1)
	gp.preempt = true
	gp.stackguard0 = stackPreempt
}

// yieldWatchNext rearms mp's timer, which has fired, for the next timer on
// pp or pp's next network probe, if there is one it is not armed for.
func yieldWatchNext(mp *m, pp *p, now int64) {
	w := yieldNextProbe(pp, pp.timers.wakeTime(), now)
	if w != 0 && w != mp.yield.armed {
		yieldTimerSet(mp, w, now)
	}
}

// yieldWatchWork reports whether foreground work waits that yieldSignal
// must preempt pp's background goroutine for: goroutines in pp's or the
// global run queue, or an expired timer on pp (every P that runs
// background work watches its own; the others run theirs).
//
//go:nowritebarrierrec
func yieldWatchWork(pp *p, now int64) bool {
	if !runqempty(pp) || !sched.runq.empty() {
		return true
	}
	w := pp.timers.wakeTime()
	return w != 0 && w <= now
}

// yieldMExit deletes mp's timer as mp's thread exits.
func yieldMExit(mp *m) {
	if mp.yield.timerValid {
		timer_delete(mp.yield.timer)
		mp.yield.timerValid = false
	}
	mp.yield.armed = 0
}
