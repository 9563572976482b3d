// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package grunning_test

import (
	"runtime"
	"testing"
	"time"

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

// Running time grows while the goroutine works, never decreases, and a
// new goroutine starts from zero.
func TestTime(t *testing.T) {
	start := grunning.Time()
	spin(1e7)
	end := grunning.Time()
	if d := grunning.Difference(start, end); d <= 0 {
		t.Fatalf("running time went from %v to %v across 1e7 iterations of work", start, end)
	}
	fresh := make(chan time.Duration)
	go func() { fresh <- grunning.Time() }()
	if d := <-fresh; d < 0 || d >= end {
		t.Errorf("a new goroutine's running time is %v, want it below this one's %v", d, end)
	}
}

// Time blocked does not count: a goroutine that sleeps for 100ms runs
// for much less, however busy the machine.
func TestTimeExcludesBlocked(t *testing.T) {
	start := grunning.Time()
	time.Sleep(100 * time.Millisecond)
	runtime.Gosched()
	if d := grunning.Difference(start, grunning.Time()); d >= 50*time.Millisecond {
		t.Errorf("running time grew by %v across a 100ms sleep", d)
	}
}
