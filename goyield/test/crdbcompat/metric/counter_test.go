// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package metric_test

import (
	"runtime"
	"sync"
	"testing"

	"crdbcompat/metric"
)

func TestCounter(t *testing.T) {
	for _, procs := range []int{1, 4} {
		old := runtime.GOMAXPROCS(procs)
		c := metric.NewCounter()
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for range 10000 {
					c.Inc(1)
				}
			})
		}
		wg.Wait()
		runtime.GOMAXPROCS(old)
		if n := c.Count(); n != 80000 {
			t.Errorf("GOMAXPROCS=%d: count = %d, want 80000", procs, n)
		}
		shards := c.Shards()
		if len(shards) != procs {
			t.Errorf("GOMAXPROCS=%d: %d shards", procs, len(shards))
		}
	}
}

// Every index CurrentP returns is a P's, so a counter sharded by it needs
// no reduction while GOMAXPROCS is unchanged.
func TestCurrentPRange(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			for range 1000 {
				if p := runtime.CurrentP(); p < 0 || p >= 3 {
					t.Errorf("CurrentP() = %d with GOMAXPROCS=3", p)
					return
				}
				runtime.Gosched()
			}
		})
	}
	wg.Wait()
}

func BenchmarkCounter(b *testing.B) {
	c := metric.NewCounter()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			c.Inc(1)
		}
	})
}
