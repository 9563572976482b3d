// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package grunning_test

import (
	"testing"

	"crdbcompat/grunning"
)

var sink uint64

func spin(n int) {
	x := sink
	for i := 0; i < n; i++ {
		x ^= x<<13 ^ x>>7 ^ uint64(i)
	}
	sink = x
}

func TestSupported(t *testing.T) {
	if !grunning.Supported() {
		t.Fatal("grunning.Supported() = false with -tags bazel")
	}
}

// Running time grows while the goroutine works. (How it excludes
// blocking, and the rest of its semantics, is the runtime's tests' to
// check: under a loaded machine, timing them here would flake.)
func TestTime(t *testing.T) {
	start := grunning.Time()
	spin(1e7)
	end := grunning.Time()
	if d := grunning.Difference(start, end); d <= 0 {
		t.Fatalf("running time went from %v to %v across 1e7 iterations of work", start, end)
	}
	if now := grunning.Time(); now < end {
		t.Fatalf("running time went from %v down to %v", end, now)
	}
}
