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

// usableCPUs returns how many CPUs the process can use at once: the
// smaller of procs and the CPUs in its affinity mask.
func usableCPUs(procs int) int {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil || set.Count() == 0 {
		return procs
	}
	return min(procs, set.Count())
}

// realtimePriority is the SCHED_FIFO priority of a process started with
// startOn's realtime: above every ordinary thread, so that the client
// runs as soon as it wakes, as it would on a machine of its own.
const realtimePriority = 10

// startOn starts cmd with every thread of the new process confined to
// cpus (all CPUs if cpus is empty) and, if realtime, scheduled
// SCHED_FIFO. The child inherits the affinity and policy of the thread
// that forks it, so they are set on a locked thread around the fork,
// before the child's runtime starts any thread of its own. It reports
// whether the policy could be set: without CAP_SYS_NICE it cannot, and
// the child runs as an ordinary process.
func startOn(cmd *exec.Cmd, cpus []int, realtime bool) (bool, error) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if len(cpus) > 0 {
		var old, set unix.CPUSet
		if err := unix.SchedGetaffinity(0, &old); err != nil {
			return false, err
		}
		for _, c := range cpus {
			set.Set(c)
		}
		if err := unix.SchedSetaffinity(0, &set); err != nil {
			return false, fmt.Errorf("pinning to CPUs %v: %v", cpus, err)
		}
		defer unix.SchedSetaffinity(0, &old)
	}
	rt := false
	if realtime {
		attr := unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_FIFO, Priority: realtimePriority}
		if unix.SchedSetAttr(0, &attr, 0) == nil {
			rt = true
			defer unix.SchedSetAttr(0, &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_NORMAL}, 0)
		}
	}
	return rt, cmd.Start()
}

// preciseSleep sleeps for d in nanosleep(2), which wakes within
// microseconds of d (a SCHED_FIFO thread has no timer slack).
func preciseSleep(d time.Duration) {
	ts := unix.NsecToTimespec(int64(d))
	unix.Nanosleep(&ts, nil)
}
