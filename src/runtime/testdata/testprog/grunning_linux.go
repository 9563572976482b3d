// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// blockingSyscall blocks in one system call for d.
func blockingSyscall(d time.Duration) {
	ts := syscall.NsecToTimespec(int64(d))
	for syscall.Nanosleep(&ts, &ts) == syscall.EINTR {
	}
}

// runqueueDelay returns how long the process's threads have waited for a
// CPU while runnable, from /proc/self/task/*/schedstat, or 0 if unknown.
func runqueueDelay() time.Duration {
	files, _ := filepath.Glob("/proc/self/task/*/schedstat")
	var sum int64
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // the thread exited
		}
		var cpu, wait int64
		if _, err := fmt.Sscan(string(b), &cpu, &wait); err == nil {
			sum += wait
		}
	}
	return time.Duration(sum)
}
