// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeClock is a clock that moves only when told to.
type fakeClock struct{ ns atomic.Int64 }

func (c *fakeClock) now() int64              { return c.ns.Load() }
func (c *fakeClock) advance(d time.Duration) { c.ns.Add(int64(d)) }

const ms = time.Millisecond

func TestBucketFill(t *testing.T) {
	var clk fakeClock
	// 1.5 CPUs (75% of GOMAXPROCS=2), 1s burst.
	b := newBucket(1.5, time.Second, clk.now)
	assert.Equal(t, time.Duration(0), b.Available(), "starts empty")
	assert.False(t, b.TryAcquire(ms), "nothing to grant yet")
	clk.advance(10 * time.Second)
	assert.Equal(t, 1500*ms, b.Available(), "full")
	require.True(t, b.TryAcquire(1000*ms))
	assert.Equal(t, 500*ms, b.Available())
	clk.advance(100 * ms)
	assert.Equal(t, 650*ms, b.Available(), "fills at 1.5 CPU-ms per ms")
	clk.advance(10 * time.Second)
	assert.Equal(t, 1500*ms, b.Available(), "capped at one burst")

	b2 := newBucket(1, 200*ms, clk.now)
	b3 := newBucket(1, 5*time.Second, clk.now)
	clk.advance(10 * time.Second)
	assert.Equal(t, 200*ms, b2.Available(), "capacity is burst × rate")
	assert.Equal(t, time.Second, b3.Available(), "burst is at most 1s")
}

func TestBucketGrantReturnOverrun(t *testing.T) {
	var clk fakeClock
	b := newBucket(0.1, time.Second, clk.now) // 100ms of CPU per second
	clk.advance(time.Second)
	require.True(t, b.TryAcquire(100*ms))
	assert.Equal(t, time.Duration(0), b.Available())
	assert.False(t, b.TryAcquire(10*ms), "no grant at a zero balance")

	b.Return(40 * ms) // the work used 60ms of its 100ms
	assert.Equal(t, 40*ms, b.Available())
	b.Return(500 * ms)
	assert.Equal(t, 100*ms, b.Available(), "returns cannot overfill")

	// A grant bigger than the balance goes through and leaves a debt.
	require.True(t, b.TryAcquire(60*ms))
	assert.Equal(t, 40*ms, b.Available())
	require.True(t, b.TryAcquire(100*ms))
	assert.Equal(t, -60*ms, b.Available())
	b.Pay(30 * ms) // the work overran its grant by 30ms
	assert.Equal(t, -90*ms, b.Available())
	assert.False(t, b.TryAcquire(10*ms))
	clk.advance(900 * ms)
	assert.Equal(t, time.Duration(0), b.Available(), "the debt is paid off by fill")
	assert.False(t, b.TryAcquire(10*ms))
	clk.advance(ms)
	assert.True(t, b.TryAcquire(10*ms))

	s := b.Stats()
	assert.Equal(t, int64(4), s.Grants)
	assert.Equal(t, 270*ms, s.Granted)
	assert.Equal(t, 540*ms, s.Returned)
	assert.Equal(t, 30*ms, s.Paid)
}

func TestBucketSetRate(t *testing.T) {
	var clk fakeClock
	b := newBucket(1, time.Second, clk.now)
	clk.advance(time.Second)
	require.True(t, b.TryAcquire(time.Second))
	clk.advance(100 * ms)
	b.SetRate(0.5)
	assert.Equal(t, 100*ms, b.Available(), "fill before the change is at the old rate")
	clk.advance(100 * ms)
	assert.Equal(t, 150*ms, b.Available())
	clk.advance(10 * time.Second)
	b.SetRate(0.1)
	assert.Equal(t, 100*ms, b.Available(), "the balance is cut to the new capacity")
	assert.Equal(t, 0.1, b.Rate())
}

func TestBucketAcquireBlocks(t *testing.T) {
	var clk fakeClock // stands still after filling: only Return can satisfy waiters
	b := newBucket(1, time.Second, clk.now)
	clk.advance(time.Second)
	require.True(t, b.TryAcquire(2*time.Second))
	assert.False(t, b.TakeWaited())

	done := make(chan error, 1)
	go func() { done <- b.Acquire(context.Background(), 50*ms) }()
	require.Eventually(t, func() bool { return b.Stats().Waiting == 1 }, 10*time.Second, ms)
	select {
	case err := <-done:
		t.Fatalf("Acquire returned %v while the bucket was in debt", err)
	case <-time.After(20 * ms):
	}
	assert.True(t, b.TakeWaited(), "a blocked Acquire counts as waiting")
	assert.True(t, b.TakeWaited(), "still blocked")

	clk.advance(5 * ms)
	b.Return(time.Second + ms) // pays off the debt: balance +1ms
	require.NoError(t, <-done)
	assert.Equal(t, -44*ms, b.Available(), "the grant was taken")
	s := b.Stats()
	assert.Equal(t, 0, s.Waiting)
	assert.Equal(t, 5*ms, s.WaitTime, "wait time measured on the bucket's clock")
	assert.True(t, b.TakeWaited(), "it waited since the last look")
	assert.False(t, b.TakeWaited(), "and not since")
}

func TestBucketAcquireRefills(t *testing.T) {
	// Real clock, one CPU-second per second: the empty bucket's first
	// grant waits a nanosecond, the second waits out the first's 2ms,
	// counted from the bucket's start (time the thread spent off its
	// CPU in between pays the debt too).
	start := time.Now()
	b := NewBucket(1, time.Second)
	require.NoError(t, b.Acquire(context.Background(), 2*ms))
	require.NoError(t, b.Acquire(context.Background(), 10*ms))
	assert.GreaterOrEqual(t, time.Since(start), 2*ms-time.Microsecond, "the second grant waited for the debt to be paid")
	assert.Equal(t, int64(2), b.Stats().Grants)
}

func TestBucketAcquireCancel(t *testing.T) {
	var clk fakeClock
	b := newBucket(1, time.Second, clk.now)
	clk.advance(time.Second)
	require.True(t, b.TryAcquire(2*time.Second))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.Acquire(ctx, 50*ms) }()
	require.Eventually(t, func() bool { return b.Stats().Waiting == 1 }, 10*time.Second, ms)
	cancel()
	assert.ErrorIs(t, <-done, context.Canceled)
	assert.Equal(t, 0, b.Stats().Waiting)
	assert.Equal(t, -time.Second, b.Available(), "nothing taken")

	clk.advance(10 * time.Second)
	assert.ErrorIs(t, b.Acquire(ctx, ms), context.Canceled, "already cancelled, with tokens to spare")
	assert.Equal(t, time.Second, b.Available(), "nothing taken")
}

// A wait too long for a time.Duration (a tiny rate, a large debt) must
// not overflow into a negative one: Acquire would spin on its timer.
func TestBucketAcquireLongWait(t *testing.T) {
	var clk fakeClock
	var reads atomic.Int64
	b := newBucket(1e-9, time.Second, func() int64 { reads.Add(1); return clk.now() })
	clk.advance(10 * time.Second) // capacity: 1ns
	require.True(t, b.TryAcquire(ms))
	b.Pay(3 * time.Hour) // paid off in 1e22ns at this rate
	ctx, cancel := context.WithTimeout(context.Background(), 100*ms)
	defer cancel()
	before := reads.Load()
	assert.ErrorIs(t, b.Acquire(ctx, ms), context.DeadlineExceeded)
	assert.Less(t, reads.Load()-before, int64(10), "Acquire looked at the clock over and over: it spun")
}

// A negative grant takes nothing, and must not add to the balance.
func TestBucketNegativeGrant(t *testing.T) {
	var clk fakeClock
	b := newBucket(1, time.Second, clk.now)
	clk.advance(time.Second)
	require.True(t, b.TryAcquire(-time.Hour))
	require.NoError(t, b.Acquire(context.Background(), -time.Hour))
	assert.Equal(t, time.Second, b.Available(), "the balance is still the capacity")
	assert.Equal(t, time.Duration(0), b.Stats().Granted)
}
