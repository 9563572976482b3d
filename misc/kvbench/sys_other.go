// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

import (
	"errors"
	"os/exec"
	"time"
)

var errLinux = errors.New("kvbench measures CPU time and pins processes to CPUs only on Linux")

func processCPU() (time.Duration, error) { return 0, errLinux }

func usableCPUs(procs int) int { return procs }

func startOn(cmd *exec.Cmd, cpus []int, realtime bool) (bool, error) {
	if len(cpus) != 0 {
		return false, errLinux
	}
	return false, cmd.Start()
}

func preciseSleep(d time.Duration) { time.Sleep(d) }
