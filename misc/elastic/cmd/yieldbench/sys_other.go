// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

import (
	"errors"
	"syscall"
	"time"
)

// Yieldbench measures on Linux. Elsewhere it builds, and the parts that
// need Linux fail or degrade as documented here.

var errNotLinux = errors.New("needs Linux")

// monotonicNow is the process's own monotonic clock: the tcp source's
// client and server then do not share a clock, and its latencies are
// meaningless.
func monotonicNow() int64 { return int64(time.Since(start)) }

var start = time.Now()

func processCPU() (time.Duration, error) { return 0, errNotLinux }

func usableCPUs(procs int) int { return procs }

func setSchedIdle() error { return errNotLinux }

func childAttr() *syscall.SysProcAttr { return nil }
