// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

import (
	"errors"
	"os/exec"
	"runtime"
	"syscall"
	"time"
)

var errLinux = errors.New("httpbench measures CPU time and pins processes to CPUs only on Linux")

func processCPU() (time.Duration, error) { return 0, errLinux }

func monotonicNow() int64 { return time.Now().UnixNano() }

func usableCPUs(procs int) int { return procs }

func numCPU() int { return runtime.NumCPU() }

func startOn(cmd *exec.Cmd, cpus []int) error {
	if len(cpus) != 0 {
		return errLinux
	}
	return cmd.Start()
}

func workerAttr() *syscall.SysProcAttr { return nil }

func startNiced(cmd *exec.Cmd, nice int) error {
	return errors.New("httpbench runs the class niceprocess only on Linux")
}
