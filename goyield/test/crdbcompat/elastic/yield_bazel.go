// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package elastic

import (
	"runtime"
	"time"
)

// yield steps aside if any goroutine is waiting to run, and returns how
// long the caller was held.
func yield() time.Duration {
	return time.Duration(runtime.Yield())
}
