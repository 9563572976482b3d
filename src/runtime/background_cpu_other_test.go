// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !unix

package runtime_test

import "time"

// processCPUTime returns the CPU time the process has used, or a negative
// value where it cannot tell.
func processCPUTime() time.Duration { return -1 }
