// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"testing"
)

// One P's count: the local run queue, whose indexes wrap, plus runnext,
// clamped to the queue's capacity when a racing read sees an impossible
// length.
func TestNumRunnableGoroutinesPCount(t *testing.T) {
	for _, tt := range []struct {
		head, tail uint32
		next       bool
		want       int
	}{
		{0, 0, false, 0},
		{0, 0, true, 1},
		{10, 15, false, 5},
		{10, 15, true, 6},
		{1<<32 - 2, 3, false, 5}, // wrapped
		{1<<32 - 2, 3, true, 6},
		{7, 7 + 256, false, 256},  // full
		{7, 7 + 1000, false, 256}, // torn read: clamped
		{7, 7 + 1000, true, 257},
	} {
		if got := runtime.RunqlenSnapshot(tt.head, tt.tail, tt.next); got != tt.want {
			t.Errorf("head=%d tail=%d runnext=%v: count = %d, want %d", tt.head, tt.tail, tt.next, got, tt.want)
		}
	}
}

// numProcs follows GOMAXPROCS.
func TestNumRunnableGoroutinesProcs(t *testing.T) {
	for _, n := range []int{1, 3, 2} {
		withGOMAXPROCS(t, n)
		if _, procs := runtime.NumRunnableGoroutines(); procs != n {
			t.Errorf("with GOMAXPROCS=%d, numProcs = %d", n, procs)
		}
	}
}

// On one P, goroutines the caller starts wait in its runnext, its local
// run queue and, past the local queue's capacity, the global run queue,
// until the caller gives up the P: each is counted exactly once.
// Something else may still be readied meanwhile (by the network poller or
// by sysmon, which run without a P), so the test retries.
func TestNumRunnableGoroutinesLocalAndGlobal(t *testing.T) {
	for _, k := range []int{1, 2, 100, 600} {
		t.Run(fmt.Sprint(k), func(t *testing.T) {
			withGOMAXPROCS(t, 1)
			withoutGC(t)
			var last string
			for range 100 {
				var ran atomic.Int64
				release := make(chan struct{})
				var wg sync.WaitGroup
				var base, n, procs int
				var started int64
				// Unpreemptible, so that this goroutine keeps the P
				// however slow the machine.
				runtime.Unpreemptible(func() {
					base, _ = runtime.NumRunnableGoroutines()
					for range k {
						wg.Go(func() {
							ran.Add(1)
							<-release
						})
					}
					n, procs = runtime.NumRunnableGoroutines()
					started = ran.Load()
				})
				close(release)
				wg.Wait()
				if procs != 1 {
					t.Fatalf("numProcs = %d, want 1", procs)
				}
				if started == 0 && n-base == k {
					return
				}
				last = fmt.Sprintf("numRunnable went from %d to %d, with %d of the goroutines already run", base, n, started)
			}
			t.Errorf("started %d goroutines on the only P, never counted exactly: %s", k, last)
		})
	}
}

// Goroutines waiting on another P's local run queue, while that P is
// held by a goroutine that will not give it up, are counted.
func TestNumRunnableGoroutinesOtherP(t *testing.T) {
	withGOMAXPROCS(t, 2)
	withoutGC(t)
	const k = 50
	var ready, done atomic.Bool
	var ran atomic.Int64
	release := make(chan struct{})
	var wg sync.WaitGroup
	go func() {
		runtime.Unpreemptible(func() {
			for range k {
				wg.Go(func() {
					ran.Add(1)
					<-release
				})
			}
			ready.Store(true)
			for !done.Load() && !runtime.StopPending() {
			}
		})
	}()
	// Spin rather than block: a P left idle would steal the goroutines.
	for !ready.Load() {
	}
	n, _ := runtime.NumRunnableGoroutines()
	started := ran.Load()
	done.Store(true)
	close(release)
	wg.Wait()
	// Those that did not run by the time of the sample were in the held
	// P's queues, or stolen to this P's: counted either way.
	if want := k - int(started); n < want {
		t.Errorf("numRunnable = %d with %d goroutines waiting on another P, want >= %d", n, want, want)
	}
}

// Goroutines parked in Yield's queue are not counted, though the
// runtime/metrics gauge of runnable goroutines counts them.
func TestNumRunnableGoroutinesExcludesYielded(t *testing.T) {
	withGOMAXPROCS(t, 1)
	withoutGC(t)
	const m = 20
	var wg sync.WaitGroup
	for range m {
		wg.Go(func() { runtime.YieldPark() })
	}
	// The yield queue is the scheduler's last resort: Gosched lets the
	// parkers run, and this goroutine runs again before any resumes.
	for runtime.YieldQueueLen() < m {
		runtime.Gosched()
	}
	n, _ := runtime.NumRunnableGoroutines()
	s := []metrics.Sample{{Name: "/sched/goroutines/runnable:goroutines"}}
	metrics.Read(s)
	queued := runtime.YieldQueueLen()
	wg.Wait()
	if queued != m {
		t.Fatalf("yield queue went from %d to %d goroutines while the only P was held", m, queued)
	}
	if n >= m {
		t.Errorf("numRunnable = %d with %d goroutines in the yield queue and none known to be elsewhere: yielded goroutines were counted", n, m)
	}
	if g := s[0].Value.Uint64(); g < m {
		t.Errorf("/sched/goroutines/runnable:goroutines = %d with %d goroutines in the yield queue, want >= %d", g, m, m)
	}
}

// The same through Yield: a goroutine that steps aside for work on the
// global run queue parks, and while that work runs, the count is what it
// would be without the yielder.
func TestNumRunnableGoroutinesDuringYield(t *testing.T) {
	withGOMAXPROCS(t, 1)
	var last string
	for range 50 {
		during := make(chan [2]int, 1)
		var wg sync.WaitGroup
		wg.Go(func() {
			runtime.RunOnGlobalQueue(func() {
				n, _ := runtime.NumRunnableGoroutines()
				during <- [2]int{n, runtime.YieldQueueLen()}
			})
			runtime.Yield()
		})
		wg.Wait()
		r := <-during
		n, queued := r[0], r[1]
		if queued == 1 && n == 0 {
			return
		}
		last = fmt.Sprintf("numRunnable = %d with %d goroutines in the yield queue", n, queued)
	}
	t.Errorf("a goroutine parked in Yield was counted, or something else always waited: %s", last)
}

// CurrentP is within [0, GOMAXPROCS) on every P, including after
// GOMAXPROCS shrinks.
func TestCurrentPRange(t *testing.T) {
	for _, procs := range []int{4, 1, 3, 2} {
		withGOMAXPROCS(t, procs)
		var bad atomic.Int64
		bad.Store(-1)
		var wg sync.WaitGroup
		for range 4 * procs {
			wg.Go(func() {
				for range 1000 {
					if id := runtime.CurrentP(); id < 0 || id >= procs {
						bad.Store(int64(id))
					}
					runtime.Gosched()
				}
			})
		}
		wg.Wait()
		if id := bad.Load(); id != -1 {
			t.Errorf("GOMAXPROCS=%d: CurrentP() = %d", procs, id)
		}
	}
}

// CurrentP names the P the caller runs on, and goroutines that hold
// their Ps at the same moment see different indexes, so that shards
// indexed by CurrentP are not contended.
func TestCurrentPDistinct(t *testing.T) {
	const n = 4
	withGOMAXPROCS(t, n)
	withoutGC(t)
	for round := 0; ; round++ {
		var arrived atomic.Int32
		var abandoned atomic.Bool
		ids := make([]int, n)
		current := make([]bool, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				runtime.Unpreemptible(func() {
					ids[i] = runtime.CurrentP()
					current[i] = runtime.IsCurrentP(ids[i])
					arrived.Add(1)
					// Keep the P until all have arrived, unless the
					// scheduler needs it: then try again.
					for arrived.Load() < n && !abandoned.Load() {
						if runtime.StopPending() {
							abandoned.Store(true)
						}
					}
				})
			})
		}
		wg.Wait()
		if abandoned.Load() {
			if round == 100 {
				t.Fatal("the scheduler stopped every round")
			}
			continue
		}
		for i, ok := range current {
			if !ok {
				t.Errorf("CurrentP() = %d, not the caller's P", ids[i])
			}
		}
		seen := make(map[int]bool)
		for _, id := range ids {
			if seen[id] {
				t.Fatalf("goroutines holding Ps at once saw CurrentP() = %v", ids)
			}
			seen[id] = true
		}
		return
	}
}

var runnableBenchSink int

// BenchmarkNumRunnableGoroutines measures a sample, with each P's queues
// in its own cache. Run with -cpu to vary GOMAXPROCS: the cost grows with
// the number of Ps. runnable-metric reads what stock Go offers instead,
// runtime/metrics' /sched/goroutines/runnable:goroutines, for contrast.
func BenchmarkNumRunnableGoroutines(b *testing.B) {
	b.Run("call", func(b *testing.B) {
		for b.Loop() {
			n, procs := runtime.NumRunnableGoroutines()
			runnableBenchSink += n + procs
		}
	})
	b.Run("busy", func(b *testing.B) {
		// Another goroutine keeps readying goroutines, so some P's
		// queue lines keep changing hands.
		stop := make(chan struct{})
		var wg sync.WaitGroup
		wg.Go(func() {
			var inner sync.WaitGroup
			for {
				select {
				case <-stop:
					inner.Wait()
					return
				default:
				}
				for range 8 {
					inner.Go(func() {})
				}
				inner.Wait()
			}
		})
		for b.Loop() {
			n, procs := runtime.NumRunnableGoroutines()
			runnableBenchSink += n + procs
		}
		b.StopTimer()
		close(stop)
		wg.Wait()
	})
	b.Run("runnable-metric", func(b *testing.B) {
		s := []metrics.Sample{{Name: "/sched/goroutines/runnable:goroutines"}}
		for b.Loop() {
			metrics.Read(s)
			runnableBenchSink += int(s[0].Value.Uint64())
		}
	})
}

// BenchmarkCurrentP measures CurrentP, and the counters it is for:
// sharded-counter adds to a counter per P, shared-counter to one
// counter all goroutines contend on.
func BenchmarkCurrentP(b *testing.B) {
	b.Run("call", func(b *testing.B) {
		for b.Loop() {
			runnableBenchSink += runtime.CurrentP()
		}
	})
	type shard struct {
		n atomic.Int64
		_ [56]byte // a cache line each
	}
	b.Run("sharded-counter", func(b *testing.B) {
		shards := make([]shard, runtime.GOMAXPROCS(0))
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				shards[runtime.CurrentP()%len(shards)].n.Add(1)
			}
		})
	})
	b.Run("shared-counter", func(b *testing.B) {
		var n atomic.Int64
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				n.Add(1)
			}
		})
	})
}
