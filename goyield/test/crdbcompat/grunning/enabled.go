// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package grunning

import _ "unsafe" // for go:linkname

// grunningnanos returns the running time of the calling goroutine, in
// nanoseconds. The fork's runtime provides it.
//
//go:linkname grunningnanos runtime.grunningnanos
func grunningnanos() int64

const supported = true
