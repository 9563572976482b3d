// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package runtime

// yieldSelfPreempt would arm a timer that preempts the background
// goroutine mp runs (see background_linux.go). Elsewhere the yield poller
// sends the signal.
func yieldSelfPreempt(mp *m) bool { return false }

// yieldMExit cleans up after yieldSelfPreempt as mp's thread exits.
func yieldMExit(mp *m) {}
