// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package elastic_test

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"crdbcompat/elastic"
)

// On one P, a goroutine the background work readies runs at the next
// yield, before the next piece of work, and the time held is reported.
func TestRunYields(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var ran atomic.Bool
	var wg sync.WaitGroup
	ranBeforeSecond := false
	held := elastic.Run([]func(){
		func() { wg.Go(func() { ran.Store(true) }) },
		func() { ranBeforeSecond = ran.Load() },
	})
	wg.Wait()
	if !ranBeforeSecond {
		t.Error("the goroutine readied by the first piece of work had not run before the second")
	}
	if held <= 0 {
		t.Errorf("held = %v after stepping aside, want > 0", held)
	}
}

// With nothing waiting, yielding costs nothing and holds nothing.
func TestRunAlone(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	n := 0
	work := make([]func(), 1000)
	for i := range work {
		work[i] = func() { n++ }
	}
	if held := elastic.Run(work); n != len(work) || held < 0 {
		t.Errorf("ran %d of %d pieces, held %v", n, len(work), held)
	}
}
