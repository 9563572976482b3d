// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !goexperiment.goyield

package elastic

import "time"

// Fork reports whether the package was built by the goyield toolchain,
// whose runtime.Yield and runtime.Grunningnanos it then uses. See the
// package documentation for what changes without them.
const Fork = false

// Yield steps the calling goroutine aside if any other goroutine is
// waiting to run, and returns how long it was held aside. It is
// runtime.Yield on the goyield toolchain; with this toolchain it does
// nothing and returns 0.
func Yield() time.Duration { return 0 }

// SetBackground marks the calling goroutine as background work (on=true)
// or foreground work (on=false), and returns the previous setting. It is
// runtime.SetBackground on the goyield toolchain; with this toolchain it
// does nothing and returns false.
func SetBackground(on bool) bool { return false }

// Running returns the time the calling goroutine has spent running. On
// the goyield toolchain it is runtime.Grunningnanos. With this toolchain
// it is wall-clock time on the monotonic clock, which also counts time
// the goroutine spent runnable but waiting for a CPU, blocked, and in
// system calls.
func Running() time.Duration { return time.Since(epoch) }
