// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goexperiment.goyield

package main

import "runtime"

// fork reports whether this build has the goyield runtime's
// runtime.SetBackground and runtime.Yield.
const fork = true

func setBackground(on bool) bool { return runtime.SetBackground(on) }

func yield() { runtime.Yield() }
