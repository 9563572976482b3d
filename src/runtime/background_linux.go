// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime

import "unsafe"

// yieldSelfPreemptDelay is how long after a background goroutine readies
// foreground work its own thread's timer signals it: long enough for the
// thread to be back in the goroutine's code, where the signal can preempt
// it, rather than still in the runtime, where the signal is lost (arming
// the timer alone can take several microseconds in a virtual machine).
// On a 2-core VM, 20µs lost about one signal in twenty, and 5µs most.
const yieldSelfPreemptDelay = 40 * 1000 // 40µs

// yieldSelfPreempt arms a one-shot timer that sends mp's thread the
// preemption signal shortly, so that the background goroutine mp runs,
// which has just readied foreground work, is preempted asynchronously
// even if it loops without calls. The kernel delivers the signal to the
// running thread when the timer fires, so, unlike a signal from the yield
// poller, it does not wait for another thread to be scheduled on a busy
// machine. It reports whether the timer is armed.
//
// The timer, created on first use, belongs to mp's thread; yieldMExit
// deletes it. Extra Ms, which move between threads, do not use one.
//
//go:nosplit
func yieldSelfPreempt(mp *m) bool {
	if mp.isextra || mp.procid == 0 {
		return false
	}
	if mp.yield.timerValid && mp.yield.timerTid != mp.procid {
		timer_delete(mp.yield.timer)
		mp.yield.timerValid = false
	}
	if !mp.yield.timerValid {
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
	spec.it_value.setNsec(yieldSelfPreemptDelay)
	return timer_settime(mp.yield.timer, 0, (*itimerspec)(noescape(unsafe.Pointer(&spec))), nil) == 0
}

// yieldMExit deletes mp's preemption timer as mp's thread exits.
func yieldMExit(mp *m) {
	if mp.yield.timerValid {
		timer_delete(mp.yield.timer)
		mp.yield.timerValid = false
	}
}
