// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"os/exec"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// processCPU returns the user and system CPU time the process has used.
func processCPU() (time.Duration, error) {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}

// monotonicNow returns CLOCK_MONOTONIC in nanoseconds: unlike the
// monotonic readings in time.Time, which count from the start of the
// process, the same clock in every process of the machine.
func monotonicNow() int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_MONOTONIC, &ts); err != nil {
		panic(err)
	}
	return ts.Nano()
}

// usableCPUs returns how many CPUs the process can use at once: the
// smaller of procs and the CPUs in its affinity mask.
func usableCPUs(procs int) int {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil || set.Count() == 0 {
		return procs
	}
	return min(procs, set.Count())
}

// numCPU returns the number of CPUs the calling thread may run on.
func numCPU() int { return runtime.NumCPU() }

// startOn starts cmd with every thread of the new process confined to
// cpus (all CPUs if cpus is empty). The child inherits the affinity of
// the thread that forks it, so it is set on a locked thread around the
// fork, before the child's runtime starts any thread of its own.
func startOn(cmd *exec.Cmd, cpus []int) error {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if len(cpus) == 0 {
		return cmd.Start()
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var old, set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &old); err != nil {
		return err
	}
	for _, c := range cpus {
		set.Set(c)
	}
	if err := unix.SchedSetaffinity(0, &set); err != nil {
		return err
	}
	err := cmd.Start()
	if e := unix.SchedSetaffinity(0, &old); e != nil && err == nil {
		err = e
	}
	return err
}

// workerAttr is the class process's worker's: it dies with the server.
func workerAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

// startNiced starts cmd at the given nice value. On Linux a nice value
// belongs to a thread, and a child takes the forking thread's; an
// unprivileged thread cannot lower its own again, so the fork is made
// from a thread of its own, which exits with its goroutine.
func startNiced(cmd *exec.Cmd, nice int) error {
	errc := make(chan error, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread exits
		if err := unix.Setpriority(unix.PRIO_PROCESS, unix.Gettid(), nice); err != nil {
			errc <- fmt.Errorf("setting the nice value: %w", err)
			return
		}
		errc <- cmd.Start()
	}()
	return <-errc
}
