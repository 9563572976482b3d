// Copyright 2019 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package cgotest

import (
	"syscall"
	"testing"
)

var syscall_dot_SIGCHLD = syscall.SIGCHLD

func usesUCRT(t *testing.T) bool {
	return false
}
