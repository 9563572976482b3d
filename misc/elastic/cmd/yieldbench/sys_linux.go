// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// monotonicNow returns CLOCK_MONOTONIC in nanoseconds. Unlike the
// monotonic readings in time.Time, which count from the start of the
// process, it is the same clock in every process of the machine.
func monotonicNow() int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_MONOTONIC, &ts); err != nil {
		panic(err)
	}
	return ts.Nano()
}

// processCPU returns the user and system CPU time the process has used.
func processCPU() (time.Duration, error) {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}

// usableCPUs returns how many CPUs the process can use at once: the
// smaller of GOMAXPROCS and the CPUs in its affinity mask.
func usableCPUs(procs int) int {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil || set.Count() == 0 {
		return procs
	}
	return min(procs, set.Count())
}

// setSchedIdle moves the calling thread to the SCHED_IDLE policy, which
// the kernel runs only when no other thread wants the CPU. The caller
// must have locked its goroutine to the thread.
func setSchedIdle() error {
	return unix.SchedSetAttr(0, &unix.SchedAttr{Policy: unix.SCHED_IDLE}, 0)
}

// childAttr makes a child process die if the thread that started it
// does.
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
