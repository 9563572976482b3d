// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !bazel

package goschedstats

import "runtime"

func numRunnableGoroutines() (numRunnable int, numProcs int) {
	return 0, runtime.GOMAXPROCS(0)
}
