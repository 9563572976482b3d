// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"fmt"
	"os/exec"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// AllowedCPUs returns the CPUs the calling thread may run on, sorted:
// the process's affinity mask, unless something changed the thread's.
func AllowedCPUs() ([]int, error) {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		return nil, fmt.Errorf("reading the CPU affinity mask: %v", err)
	}
	var cpus []int
	for c := 0; c <= maxCPU; c++ {
		if set.IsSet(c) {
			cpus = append(cpus, c)
		}
	}
	return cpus, nil
}

// realtimePriority is the SCHED_FIFO priority of a process started with
// Placement.Realtime: above every ordinary thread, so that it runs as
// soon as it wakes, as it would on a machine of its own.
const realtimePriority = 10

// Start starts cmd placed as p says. A child inherits the affinity, the
// policy and the nice value of the thread that forks it, so they are set
// on a locked thread around the fork, before the child's runtime starts
// a thread of its own. It reports whether the child got SCHED_FIFO: it
// needs CAP_SYS_NICE, and without it the child runs as an ordinary
// process.
//
// A child started without a nice value dies when the thread that started
// it does (Pdeathsig), that is with the calling process: Start keeps
// its thread. A nice value cannot be taken back by an unprivileged
// thread, so a niced child is forked from a thread of its own, which
// then exits; such a child must end by itself when its parent does, on
// its standard input's end, say.
func Start(cmd *exec.Cmd, p Placement) (realtime bool, err error) {
	if p.Nice != 0 {
		type res struct {
			rt  bool
			err error
		}
		c := make(chan res, 1)
		go func() {
			runtime.LockOSThread() // never unlocked: the thread exits
			if err := unix.Setpriority(unix.PRIO_PROCESS, unix.Gettid(), p.Nice); err != nil {
				c <- res{false, fmt.Errorf("setting nice %d: %v", p.Nice, err)}
				return
			}
			rt, err := startPlaced(cmd, p)
			c <- res{rt, err}
		}()
		r := <-c
		return r.rt, r.err
	}
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	return startPlaced(cmd, p)
}

// startPlaced starts cmd on the calling thread, which is locked, with
// p's CPUs and policy, and puts the thread's own back afterwards.
func startPlaced(cmd *exec.Cmd, p Placement) (bool, error) {
	if len(p.CPUs) > 0 {
		var old, set unix.CPUSet
		if err := unix.SchedGetaffinity(0, &old); err != nil {
			return false, err
		}
		for _, c := range p.CPUs {
			set.Set(c)
		}
		if err := unix.SchedSetaffinity(0, &set); err != nil {
			return false, fmt.Errorf("pinning to CPUs %s: %v", FormatCPUList(p.CPUs), err)
		}
		defer unix.SchedSetaffinity(0, &old)
	}
	rt := false
	if p.Realtime {
		attr := unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_FIFO, Priority: realtimePriority}
		if unix.SchedSetAttr(0, &attr, 0) == nil {
			rt = true
			defer unix.SchedSetAttr(0, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_NORMAL}, 0)
		}
	}
	return rt, cmd.Start()
}

// ProcessCPU returns the user and system CPU time the process has used.
func ProcessCPU() (time.Duration, error) {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}

// UsableCPUs returns how many CPUs the process can use at once: the
// smaller of procs, its GOMAXPROCS, and the number of CPUs it may run
// on.
func UsableCPUs(procs int) int {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil || set.Count() == 0 {
		return procs
	}
	return min(procs, set.Count())
}

// MonotonicNow returns CLOCK_MONOTONIC in nanoseconds. Unlike the
// monotonic readings in time.Time, which count from the start of the
// process, it is the same clock in every process of the machine.
func MonotonicNow() int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_MONOTONIC, &ts); err != nil {
		panic(err)
	}
	return ts.Nano()
}

// PreciseSleep sleeps for d in nanosleep(2), which wakes within
// microseconds of d on a SCHED_FIFO thread, which has no timer slack.
// (Go's timers may wake a millisecond late: netpoll waits in whole
// milliseconds.)
func PreciseSleep(d time.Duration) {
	ts := unix.NsecToTimespec(int64(d))
	unix.Nanosleep(&ts, nil)
}
