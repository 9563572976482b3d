// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package runtime

// Elsewhere than on Linux, threads have no timer of their own for the
// background class (see background_linux.go): the yield poller sends the
// preemption signals, and watches timers and the network.

// yieldSelfPreempt would arm a timer that preempts the background
// goroutine mp runs.
func yieldSelfPreempt(mp *m) bool { return false }

// yieldWatchTimers would arm mp's timer for the next timer on pp.
func yieldWatchTimers(mp *m, pp *p) {}

// yieldSignal would look for foreground work when mp's timer fires;
// mp.yield.timerValid is never set here.
func yieldSignal(gp *g) {}

// yieldMExit cleans up after yieldSelfPreempt as mp's thread exits.
func yieldMExit(mp *m) {}
