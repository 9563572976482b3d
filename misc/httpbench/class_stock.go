// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !goexperiment.goyield

package main

// fork reports whether this build has the goyield runtime's
// runtime.SetBackground and runtime.Yield. Without them the classes
// background and yield cannot run: the server refuses them.
const fork = false

func setBackground(on bool) bool { panic("unreachable: stock Go has no runtime.SetBackground") }

func yield() { panic("unreachable: stock Go has no runtime.Yield") }
