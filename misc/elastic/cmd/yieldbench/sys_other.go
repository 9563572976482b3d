// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

import (
	"errors"
	"syscall"
)

// Yieldbench measures on Linux. Elsewhere it builds, and the parts that
// need Linux fail or degrade as documented here.

var errNotLinux = errors.New("needs Linux")

func setSchedIdle() error { return errNotLinux }

func childAttr() *syscall.SysProcAttr { return nil }
