// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package goschedstats_test

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"crdbcompat/goschedstats"
)

var sink atomic.Uint64

func spin() {
	x := sink.Load()
	for i := 0; i < 1000; i++ {
		x ^= x<<13 ^ x>>7 ^ uint64(i)
	}
	sink.Store(x)
}

// busy starts n goroutines that loop calling work until the returned
// function is called.
func busy(n int, work func()) (stop func()) {
	var done atomic.Bool
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			for !done.Load() {
				work()
			}
		})
	}
	return func() {
		done.Store(true)
		wg.Wait()
	}
}

// On one P shared with four goroutines that never block, each sample is
// taken while all four wait in the run queues.
func TestOverload(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	stop := busy(4, spin)
	samples := goschedstats.Collect(20, time.Millisecond)
	stop()
	for _, s := range samples {
		if s.Procs != 1 || s.Runnable < 4 {
			t.Fatalf("sample %+v with 4 goroutines waiting for the only P, want Runnable >= 4, Procs = 1 (all: %v)", s, samples)
		}
	}
}

// Four background goroutines that yield take the P as fully, but wait in
// the yield queue while the sampler runs: the signal stays low.
func TestYieldersDoNotRaiseSignal(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	stop := busy(4, func() {
		spin()
		runtime.Yield()
	})
	samples := goschedstats.Collect(50, time.Millisecond)
	stop()
	runnable := make([]int, len(samples))
	for i, s := range samples {
		runnable[i] = s.Runnable
	}
	slices.Sort(runnable)
	t.Logf("sorted samples: %v", runnable)
	if median := runnable[len(runnable)/2]; median >= 2 {
		t.Errorf("median of %d samples = %d runnable goroutines with 4 yielders on the only P, want < 2 (sorted: %v)", len(runnable), median, runnable)
	}
}
