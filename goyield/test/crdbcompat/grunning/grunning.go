// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package grunning reports the time the calling goroutine has spent
// running, where the toolchain provides it.
package grunning

import "time"

// Time returns the time the calling goroutine has spent running, or 0
// if the toolchain does not track it (see Supported).
func Time() time.Duration {
	return time.Duration(grunningnanos())
}

// Difference returns the running time between two readings of Time.
func Difference(start, end time.Duration) time.Duration {
	if end < start {
		return 0
	}
	return end - start
}

// Supported reports whether the toolchain tracks running time.
func Supported() bool {
	return supported
}
