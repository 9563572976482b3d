// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package harness

import (
	"errors"
	"os/exec"
	"runtime"
	"time"
)

// The harnesses measure on Linux. Elsewhere they build, run unplaced,
// and fail where a measurement needs Linux.

var errLinux = errors.New("the harnesses pin processes, set their priority and measure CPU time only on Linux")

// AllowedCPUs returns the CPUs 0 to runtime.NumCPU()-1.
func AllowedCPUs() ([]int, error) {
	cpus := make([]int, runtime.NumCPU())
	for i := range cpus {
		cpus[i] = i
	}
	return cpus, nil
}

// Start starts cmd; it fails if p asks for CPUs or a nice value, which
// need Linux. It never gets real-time priority.
func Start(cmd *exec.Cmd, p Placement) (bool, error) {
	if len(p.CPUs) != 0 || p.Nice != 0 {
		return false, errLinux
	}
	return false, cmd.Start()
}

func ProcessCPU() (time.Duration, error) { return 0, errLinux }

func UsableCPUs(procs int) int { return procs }

// MonotonicNow returns the process's own monotonic clock: unlike
// Linux's CLOCK_MONOTONIC, it differs between processes.
func MonotonicNow() int64 { return int64(time.Since(startTime)) }

var startTime = time.Now()

func PreciseSleep(d time.Duration) { time.Sleep(d) }
