// Copyright 2016 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "runtime"

func init() {
	register("NumGoroutine", NumGoroutine)
}

func NumGoroutine() {
	println(runtime.NumGoroutine())
}
