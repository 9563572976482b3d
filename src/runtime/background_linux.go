// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime

import "unsafe"

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
// of microseconds in some virtual machines, so the timer is armed only
// for timers, never to poll: the poller still watches the network, and
// timers that a background goroutine adds while it runs. Extra Ms, which
// move between threads, have no timer.

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

// yieldWatchTimers arms mp's timer for the next timer on pp, if it is not
// armed for that already. mp is the calling M, which is about to run, or
// runs, a background goroutine on pp.
func yieldWatchTimers(mp *m, pp *p) {
	if debug.asyncpreemptoff != 0 || mp.isextra {
		return
	}
	when := pp.timers.wakeTime()
	if when == mp.yield.armed || when == 0 {
		// Armed for it already, or nothing to watch (a timer armed
		// for a timer since deleted fires harmlessly).
		return
	}
	yieldTimerSet(mp, when, nanotime())
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
// foreground work waits that nothing else would preempt gp for, it marks
// gp for preemption, which doSigPreempt carries out at once if gp is at an
// asynchronous safe point; otherwise gp stops at its next function call.
// It also rearms the timer if the next timer on the P has changed.
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
	if gp != mp.curg {
		// In the runtime, where the signal cannot preempt the
		// goroutine. If a timer is due, look again shortly.
		if w := pp.timers.wakeTime(); w != 0 && w <= now && mp.yield.armed == 0 {
			yieldTimerSet(mp, now+yieldPreemptRetry, now)
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
	if !yieldWatchWork(pp, now) {
		if w := pp.timers.wakeTime(); w != 0 && w != mp.yield.armed {
			yieldTimerSet(mp, w, now) // the next timer changed
		}
		return
	}
	if !pp.yield.preempted.CompareAndSwap(0, 1) {
		return
	}
	sched.yield.bgPreempts.Add(1)
	gp.preempt = true
	gp.stackguard0 = stackPreempt
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
