// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"
)

// A goroutine whose system call outlasts sysmon's patience loses its P,
// which goes to other work: with the background class on, background work
// from the yield queue. Back from the call, with no P idle, it waits in the
// global run queue, where the runtime stops a background goroutine for it,
// as for any goroutine that becomes runnable, instead of leaving it to wait
// for the end of a background goroutine's turn (10 to 20ms). With the
// class off, it waits for sysmon to preempt a plain goroutine, as long.
// (On this test's 2-core machine the median with the class on was
// 130-300µs, and 1.8-6ms when the stop was left out.)
func TestBackgroundSyscallReturnPrompt(t *testing.T) {
	skipPromptnessIfQuick(t)
	useBackground(t)
	withGOMAXPROCS(t, 1)
	const call = 40 * time.Millisecond // sysmon, which sleeps up to 10ms, retakes the P
	late := func(yieldoff int32) time.Duration {
		old := runtime.SetYieldOff(yieldoff)
		defer runtime.SetYieldOff(old)
		stop := backgroundSpinners(2 * runtime.GOMAXPROCS(0))
		defer stop()
		ts := syscall.NsecToTimespec(int64(call))
		var over []time.Duration
		for range 9 {
			start := time.Now()
			for rem := ts; syscall.Nanosleep(&rem, &rem) == syscall.EINTR; {
			}
			over = append(over, time.Since(start)-call)
		}
		slices.Sort(over)
		return over[len(over)/2]
	}
	for attempt := 1; ; attempt++ {
		off, on := late(1), late(0)
		t.Logf("system calls of %v returned %v late at the median with the background class off, %v with it on", call, off, on)
		if 4*on <= off && on <= time.Millisecond {
			return
		}
		if attempt == 3 {
			t.Fatalf("system calls of %v returned %v late at the median with the background class on; want at most 1ms and a quarter of the %v with it off", call, on, off)
		}
	}
}
