// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"goyield.dev/harness"
)

// A fakeClock is a clock whose time moves only when the dispatcher
// sleeps or a test sets it. late, if set, says how much later than asked
// the dispatcher's sleep for op i ends.
type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	sleep int
	late  func(i int) time.Duration
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) SleepUntil(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.late != nil {
		t = t.Add(c.late(c.sleep))
	}
	c.sleep++
	if t.After(c.now) {
		c.now = t
	}
}

func (c *fakeClock) set(t time.Time) {
	c.mu.Lock()
	c.now = t
	c.mu.Unlock()
}

// The client issues every operation at its scheduled time, rate×d of
// them, and a reply's latency runs from the operation's intended time.
func TestOpenLoopSchedule(t *testing.T) {
	clk := newFakeClock()
	start := clk.Now()
	var i int
	samples := runOpenLoop(context.Background(), rateSchedule{{0, 1000}}, 100*time.Millisecond, clk,
		func() op { i++; return op{read: i%2 == 0, key: uint64(i)} },
		func(context.Context, op) error { return nil })
	if len(samples) != 100 {
		t.Fatalf("%d operations at 1000/s for 100ms, want 100", len(samples))
	}
	reads := 0
	for k, s := range samples {
		if want := time.Duration(k) * time.Millisecond; s.intended != want {
			t.Errorf("operation %d intended at %v, want %v", k, s.intended, want)
		}
		if s.read {
			reads++
		}
	}
	if reads != 50 {
		t.Errorf("%d reads, want the 50 that next chose", reads)
	}
	if end := clk.Now().Sub(start); end != 99*time.Millisecond {
		t.Errorf("the client slept until %v, want 99ms", end)
	}
}

// A server that does not answer does not hold the client back (no
// coordinated omission): every operation is sent on schedule while the
// first is still waiting, and when the server answers them all at once,
// each latency counts from its own intended time.
func TestOpenLoopDoesNotWaitForReplies(t *testing.T) {
	clk := newFakeClock()
	start := clk.Now()
	const n = 50
	release := make(chan struct{})
	var started atomic.Int32
	done := make(chan []sample)
	go func() {
		done <- runOpenLoop(context.Background(), rateSchedule{{0, 1000}}, n*time.Millisecond, clk,
			func() op { return op{read: true} },
			func(context.Context, op) error {
				started.Add(1)
				<-release
				return nil
			})
	}()
	deadline := time.Now().Add(10 * time.Second)
	for started.Load() < n {
		if time.Now().After(deadline) {
			t.Fatalf("only %d of %d operations sent while the server did not answer: the client waits for replies", started.Load(), n)
		}
		time.Sleep(time.Millisecond)
	}
	stall := time.Second
	clk.set(start.Add(stall))
	close(release)
	samples := <-done
	for k, s := range samples {
		want := stall - time.Duration(k)*time.Millisecond
		if s.latency != want {
			t.Errorf("operation %d: latency %v, want %v (from its intended send time to the reply)", k, s.latency, want)
		}
	}
}

// When the client itself sends late, the delay counts in the latency,
// and the client says how often it happened.
func TestOpenLoopLateSendCounts(t *testing.T) {
	clk := newFakeClock()
	clk.late = func(i int) time.Duration {
		if i == 10 {
			return 5 * time.Millisecond
		}
		return 0
	}
	samples := runOpenLoop(context.Background(), rateSchedule{{0, 1000}}, 20*time.Millisecond, clk,
		func() op { return op{read: true} },
		func(context.Context, op) error { return nil })
	// Operation 10 is sent 5ms late, and those due while the client
	// slept go at once, 4 to 1ms late.
	for k := 10; k < 15; k++ {
		want := time.Duration(15-k) * time.Millisecond
		if samples[k].late != want {
			t.Errorf("operation %d sent %v late, want %v", k, samples[k].late, want)
		}
		if samples[k].latency < want {
			t.Errorf("operation %d: latency %v, less than the %v it was sent late", k, samples[k].latency, want)
		}
	}
	st := summarize(samples, 20*time.Millisecond)
	if st.LateSends != 4 {
		t.Errorf("LateSends = %d, want 4 (operations sent more than 1ms late)", st.LateSends)
	}
}

func TestSummarize(t *testing.T) {
	var samples []sample
	r := rand.New(rand.NewPCG(1, 2))
	// 1000 reads and 1000 updates over 2s; reads take 1..1000µs,
	// updates 1..1000ms; every 100th update fails.
	for i := range 2000 {
		s := sample{intended: time.Duration(i) * time.Millisecond, read: i%2 == 0}
		k := time.Duration(i/2 + 1)
		if s.read {
			s.latency = k * time.Microsecond
		} else {
			s.latency = k * time.Millisecond
			if i%200 == 1 {
				s.err = errors.New("boom")
			}
		}
		samples = append(samples, s)
	}
	r.Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	st := summarize(samples, 2*time.Second)
	if st.Read.Count != 1000 || st.Read.Errors != 0 || st.Update.Count != 990 || st.Update.Errors != 10 || st.All.Count != 1990 || st.All.Errors != 10 {
		t.Fatalf("counts: read %d, %d errors; update %d, %d errors; all %d, %d errors",
			st.Read.Count, st.Read.Errors, st.Update.Count, st.Update.Errors, st.All.Count, st.All.Errors)
	}
	if st.FirstError != "boom" {
		t.Errorf("FirstError = %q", st.FirstError)
	}
	if st.Read.P50Ns != 500e3 || st.Read.P99Ns != 990e3 || st.Read.P999Ns != 999e3 || st.Read.MaxNs != 1000e3 {
		t.Errorf("read percentiles %d %d %d %d, want 500µs 990µs 999µs 1ms", st.Read.P50Ns, st.Read.P99Ns, st.Read.P999Ns, st.Read.MaxNs)
	}
	if st.Update.MaxNs != 1000e6 {
		t.Errorf("update max %d, want 1s", st.Update.MaxNs)
	}
	if len(st.Read.CDFNs) != len(harness.CDFQuantiles) {
		t.Fatalf("%d CDF points, want %d", len(st.Read.CDFNs), len(harness.CDFQuantiles))
	}
	for i := 1; i < len(st.All.CDFNs); i++ {
		if st.All.CDFNs[i] < st.All.CDFNs[i-1] {
			t.Fatalf("CDF decreases at quantile %v", harness.CDFQuantiles[i])
		}
	}
	// Eight intervals of overTimeInterval; in each, the slowest 1% are
	// updates of the interval's last milliseconds.
	if want := int(2 * time.Second / overTimeInterval); len(st.P99OverTime) != want {
		t.Fatalf("%d intervals, want %d", len(st.P99OverTime), want)
	}
	for i := 1; i < len(st.P99OverTime); i++ {
		if st.P99OverTime[i] <= st.P99OverTime[i-1] {
			t.Errorf("p99 over time %v: later intervals hold slower updates", st.P99OverTime)
		}
	}
}

// A schedule of rates gets a p99 for each of its phases.
func TestPhaseP99(t *testing.T) {
	rate := rateSchedule{{0, 1000}, {time.Second, 2000}}
	var samples []sample
	for i, at := range rate.times(2 * time.Second) {
		lat := time.Millisecond
		if at >= time.Second {
			lat = 5 * time.Millisecond
		}
		s := sample{intended: at, latency: lat}
		if i == 0 {
			s.err = errors.New("boom") // failed operations do not count
			s.latency = time.Hour
		}
		samples = append(samples, s)
	}
	got := phaseP99(samples, rate)
	if len(got) != 2 || got[0] != int64(time.Millisecond) || got[1] != int64(5*time.Millisecond) {
		t.Errorf("phaseP99 = %v, want [1ms 5ms]", got)
	}
}

func TestPoolSize(t *testing.T) {
	for _, c := range []struct{ rate, want int }{
		{1, 64},
		{1000, 1000},
		{4000, 4000},
		{20000, maxConns},
	} {
		if got := poolSize(c.rate); got != c.want {
			t.Errorf("poolSize(%d) = %d, want %d", c.rate, got, c.want)
		}
	}
}
