// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build grunning

// With -tags grunning, this test binary refers to Grunningnanos, so the
// runtime keeps per-goroutine running time here: every benchmark in the
// package then measures what programs that use it pay. For example:
//
//	go test -tags grunning -run '^$' -bench 'Grunningnanos|PingPongHog|ChanSync$' runtime

package runtime_test

import (
	"runtime"
	"testing"
)

func init() { grunningReferenced = true }

// BenchmarkGrunningnanos measures a read of the counter, and
// BenchmarkGrunningClock the monotonic clock read it contains.
func BenchmarkGrunningnanos(b *testing.B) {
	for i := 0; i < b.N; i++ {
		runtime.Grunningnanos()
	}
}

func BenchmarkGrunningClock(b *testing.B) {
	for i := 0; i < b.N; i++ {
		runtime.Nanotime()
	}
}
