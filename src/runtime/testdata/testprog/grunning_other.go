// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

import "time"

// blockingSyscall blocks for d. Elsewhere than Linux it sleeps: there is
// no one portable blocking system call to make.
func blockingSyscall(d time.Duration) {
	time.Sleep(d)
}

// runqueueDelay returns how long the process's threads have waited for a
// CPU while runnable; unknown here.
func runqueueDelay() time.Duration {
	return 0
}
