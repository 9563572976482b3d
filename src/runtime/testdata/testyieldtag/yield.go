// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goexperiment.goyield

package main

import "runtime"

func work() string {
	for i := 0; i < 1000; i++ {
		runtime.Yield()
	}
	return "goyield"
}
