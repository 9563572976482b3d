// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"syscall"

	"golang.org/x/sys/unix"
)

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
