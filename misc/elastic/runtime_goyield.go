// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goexperiment.goyield

package elastic

import (
	"runtime"
	"time"
)

// Fork reports whether the package was built by the goyield toolchain,
// whose runtime.Yield and runtime.Grunningnanos it then uses. See the
// package documentation for what changes without them.
const Fork = true

// Yield steps the calling goroutine aside if any other goroutine is
// waiting to run, and returns how long it was held aside. It is
// runtime.Yield; with the stock toolchain it does nothing and returns 0.
func Yield() time.Duration { return time.Duration(runtime.Yield()) }

// SetBackground marks the calling goroutine as background work (on=true)
// or foreground work (on=false), and returns the previous setting. It is
// runtime.SetBackground: background work runs only on spare capacity and
// is preempted for other work without calling Yield. With the stock
// toolchain it does nothing and returns false.
func SetBackground(on bool) bool { return runtime.SetBackground(on) }

// Running returns the time the calling goroutine has spent running: it
// is runtime.Grunningnanos, which excludes time spent runnable but
// waiting for a CPU, blocked, in system calls, and held aside by Yield.
// With the stock toolchain it is wall-clock time on the monotonic clock,
// which includes all of those.
func Running() time.Duration { return time.Duration(runtime.Grunningnanos()) }
