// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestControllerTick drives a controller's ticks with synthetic
// scheduling-latency histograms and checks the limit, the bucket's rate
// and the reported figures.
func TestControllerTick(t *testing.T) {
	var cpu, wall fakeClock
	cfg := Config{Law: LawConservative, Initial: 0.5, Delta: 0.01, Window: 300 * ms}
	c := newTestController(t, cfg, &cpu, &wall)
	procs := float64(runtime.GOMAXPROCS(0))
	s := c.Sampler()

	// Every value in [4ms, 8ms): p99 over the 1ms target.
	s.Add(hist(0, 0, 0, 0, 0, 0))
	s.Add(hist(0, 0, 0, 0, 100, 0))
	c.Tick()
	assert.InDelta(t, 0.48, c.Limit(), 1e-9, "over target: down 2×Delta")
	assert.InDelta(t, 0.48*procs, c.Bucket().Rate(), 1e-9)
	st := c.Stats()
	assert.InDelta(t, 7.96*float64(ms), float64(st.P99), 1e3)
	assert.Equal(t, int64(1), st.Ticks)
	assert.Equal(t, time.Millisecond, st.Target)
	assert.Equal(t, Fork, st.Fork)

	// Fast values only, and nothing waiting: decay.
	for _, n := range []uint64{10000, 20000, 30000} {
		s.Add(hist(0, n, 0, 0, 100, 0))
	}
	c.Tick()
	assert.InDelta(t, 0.4775, c.Limit(), 1e-9, "under target, idle: down Delta/4")

	// Work waits for tokens: up Delta.
	ctx, cancel := context.WithCancel(context.Background())
	require.True(t, c.Bucket().TryAcquire(10*time.Second))
	done := make(chan error)
	go func() { done <- c.Bucket().Acquire(ctx, MaxGrant) }()
	require.Eventually(t, func() bool { return c.Bucket().Stats().Waiting == 1 }, 10*time.Second, ms)
	c.Tick()
	assert.InDelta(t, 0.4875, c.Limit(), 1e-9, "under target, waiting: up Delta")
	cancel()
	<-done
}

// With LawFill, a controller reacts to the last tick's p99: it backs
// off the tick after a delay although the window's p99 is low, and
// ramps again the tick after the delay is over although the window's
// p99 is still high.
func TestControllerTickFill(t *testing.T) {
	var cpu, wall fakeClock
	c := newTestController(t, Config{Law: LawFill, Initial: 0.8}, &cpu, &wall)
	s := c.Sampler()
	s.Add(hist(0, 0, 0, 0, 0, 0))
	for i := uint64(1); i <= 10; i++ {
		s.Add(hist(i*10000, 0, 0, 0, 0, 0)) // fast ticks (values of 0)
	}
	s.Add(hist(100000, 0, 0, 0, 2000, 0)) // one tick with 2000 slow values
	c.Tick()
	assert.InDelta(t, 0.8*c.Config().Backoff, c.Limit(), 1e-9, "the tick after a delay: down by Backoff")

	// Fast again, with work waiting: up by Ramp.
	s.Add(hist(110000, 0, 0, 0, 2000, 0))
	require.True(t, c.Bucket().TryAcquire(10*time.Second))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- c.Bucket().Acquire(ctx, MaxGrant) }()
	require.Eventually(t, func() bool { return c.Bucket().Stats().Waiting == 1 }, 10*time.Second, ms)
	c.Tick()
	assert.Greater(t, c.Stats().P99, time.Millisecond, "the window still holds the delay")
	assert.InDelta(t, 0.4*(1+c.Config().Ramp), c.Limit(), 1e-9, "ramping again")
	cancel()
	<-done
}

func TestControllerRun(t *testing.T) {
	// LawConservative, which decays whenever nothing waits: LawFill
	// holds while a tick's p99 is between Target/2 and Target, which a
	// busy machine can keep it at for three ticks.
	c, err := New(Config{Law: LawConservative, Tick: 10 * ms, Window: 50 * ms, Initial: 0.5})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan bool)
	go func() {
		c.Run(ctx)
		close(done)
	}()
	require.Eventually(t, func() bool { return c.Stats().Ticks >= 3 }, 10*time.Second, ms)
	cancel()
	<-done
	// Nothing waited for tokens, so the limit decays (or falls).
	assert.Less(t, c.Limit(), 0.5)
}
