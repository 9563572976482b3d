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

// fdReadable, with which the watch sees network events that a stalled
// poller has not taken, reads an epoll instance's readiness, as any fd's,
// without taking it.
func TestFdReadable(t *testing.T) {
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC); err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(p[0])
	defer syscall.Close(p[1])
	ep, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(ep)
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN, Fd: int32(p[0])}
	if err := syscall.EpollCtl(ep, syscall.EPOLL_CTL_ADD, p[0], &ev); err != nil {
		t.Fatal(err)
	}
	if runtime.FdReadable(p[0]) || runtime.FdReadable(ep) {
		t.Fatalf("an empty pipe, or an epoll instance watching it, is readable")
	}
	if _, err := syscall.Write(p[1], []byte{1}); err != nil {
		t.Fatal(err)
	}
	for range 2 { // looking does not take the event
		if !runtime.FdReadable(p[0]) || !runtime.FdReadable(ep) {
			t.Fatalf("a pipe with a byte in it, or an epoll instance watching it, is not readable")
		}
	}
	var b [1]byte
	if _, err := syscall.Read(p[0], b[:]); err != nil {
		t.Fatal(err)
	}
	if runtime.FdReadable(p[0]) || runtime.FdReadable(ep) {
		t.Fatalf("a pipe emptied again, or an epoll instance watching it, is readable")
	}
}

// The watch finds a poller that is blocked in the network poller, within
// its timeout, late if events are ready that it has not taken: the thread
// is runnable but has not run (at 14 Ps on a 16-CPU VM, 6-8% of requests
// waited so, until the watch found the poller past its timeout, 1.25ms
// after it blocked). Then an M polls the network itself. Without ready
// events, the watch waits for the timeout.
func TestPollerWatchStalled(t *testing.T) {
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC); err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(p[0])
	defer syscall.Close(p[1])
	check := func(wake int64) (late, overdue bool, next int64) {
		for range 50 {
			late, overdue, next, ok := runtime.PollerWatchCheck(p[0], wake)
			if ok {
				return late, overdue, next
			}
			time.Sleep(20 * time.Millisecond) // the poller lingers after the last test's background work
		}
		t.Skip("the yield poller stayed active")
		return
	}
	wake := runtime.Nanotime() + int64(time.Second)
	if late, overdue, next := check(wake); late || overdue || next != wake+runtime.PollerSlack {
		t.Errorf("with no events ready: late %v, overdue %v, next look %v after the timeout; want false, false, and %v",
			late, overdue, time.Duration(next-wake), time.Duration(runtime.PollerSlack))
	}
	if _, err := syscall.Write(p[1], []byte{1}); err != nil {
		t.Fatal(err)
	}
	if late, overdue, _ := check(wake); !late || !overdue {
		t.Errorf("with events ready: late %v, overdue %v; want true, true", late, overdue)
	}
	var b [1]byte
	syscall.Read(p[0], b[:])
	if late, overdue, _ := check(runtime.Nanotime() - 2*runtime.PollerSlack); !late || !overdue {
		t.Errorf("past the timeout: late %v, overdue %v; want true, true", late, overdue)
	}
}
