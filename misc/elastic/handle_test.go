// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"context"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestController returns a controller whose running-time clock is cpu
// and whose bucket runs on the wall clock, filled to capacity.
func newTestController(t *testing.T, cfg Config, cpu, wall *fakeClock) *Controller {
	t.Helper()
	c, err := New(cfg)
	require.NoError(t, err)
	c.cpu = cpu.now
	c.bucket = newBucket(c.cfg.Initial*float64(c.procs), c.cfg.Burst, wall.now)
	wall.advance(time.Second)
	return c
}

// readGaps runs h, charging cost of CPU per OverLimit call, for calls
// calls or until it reports over, and returns the CPU time between
// consecutive clock reads.
func readGaps(h *Handle, cpu *fakeClock, cost time.Duration, calls int) (gaps []time.Duration, over bool) {
	last := cpu.now()
	for range calls {
		cpu.advance(cost)
		reads := h.reads
		over, _ = h.OverLimit()
		if h.reads != reads {
			gaps = append(gaps, time.Duration(cpu.now()-last))
			last = cpu.now()
		}
		if over {
			break
		}
	}
	return gaps, over
}

func TestOverLimitAmortized(t *testing.T) {
	var cpu, wall fakeClock
	c := newTestController(t, Config{Initial: 0.5}, &cpu, &wall)
	h, err := c.Admit(context.Background(), 100*ms)
	require.NoError(t, err)

	// 100ns a call: 1M calls to use the grant.
	gaps, over := readGaps(h, &cpu, 100*time.Nanosecond, 2_000_000)
	require.True(t, over)
	used := time.Duration(cpu.now())
	assert.GreaterOrEqual(t, used, 100*ms)
	assert.LessOrEqual(t, used, 100*ms+10*time.Microsecond, "over is noticed promptly")
	// About one read per ms of CPU, plus the ramp from one call (about
	// log2(10000) reads) and a few more as the grant runs out.
	assert.GreaterOrEqual(t, len(gaps), 100)
	assert.LessOrEqual(t, len(gaps), 130)
	for i, g := range gaps {
		assert.LessOrEqual(t, g, ms, "gap %d: reads are at most 1ms of CPU apart", i)
	}
	assert.Equal(t, int64(len(gaps)), h.reads)
	assert.Greater(t, h.calls, 900_000*int64(1))

	_, overrun := h.OverLimit()
	assert.Equal(t, used-100*ms, overrun, "the overrun")
}

func TestOverLimitAdapts(t *testing.T) {
	var cpu, wall fakeClock
	c := newTestController(t, Config{Initial: 0.5}, &cpu, &wall)
	h, err := c.Admit(context.Background(), 100*ms)
	require.NoError(t, err)

	_, over := readGaps(h, &cpu, 100*time.Nanosecond, 200_000) // 20ms
	require.False(t, over)

	// The loop slows down tenfold. The first read comes late, at the
	// old estimate; the second from an estimate that mixes the two
	// speeds; the next ones are 1ms apart again.
	gaps, over := readGaps(h, &cpu, time.Microsecond, 20_000) // 20ms
	require.False(t, over)
	require.Greater(t, len(gaps), 10)
	assert.LessOrEqual(t, gaps[0], 10*ms+time.Microsecond)
	assert.LessOrEqual(t, gaps[1], 2*ms)
	for i, g := range gaps[2:] {
		assert.LessOrEqual(t, g, ms+time.Microsecond, "gap %d after the slowdown", i+2)
	}

	// The loop speeds up tenfold: reads come early, then space out.
	gaps, over = readGaps(h, &cpu, 100*time.Nanosecond, 200_000) // 20ms
	require.False(t, over)
	for i, g := range gaps {
		assert.LessOrEqual(t, g, ms+time.Microsecond, "gap %d after the speedup", i)
	}
	assert.Less(t, len(gaps), 20+10, "the skip grows back within a few reads")
	assert.InDelta(t, ms, gaps[len(gaps)-1], float64(100*time.Microsecond))
}

func TestHandleClose(t *testing.T) {
	var cpu, wall fakeClock
	c := newTestController(t, Config{Initial: 0.5}, &cpu, &wall)
	start := c.bucket.Available()

	h, err := c.Admit(context.Background(), 50*ms)
	require.NoError(t, err)
	cpu.advance(20 * ms)
	assert.Equal(t, 20*ms, h.Close())
	assert.Equal(t, start-20*ms, c.bucket.Available(), "unused CPU returned")
	assert.Equal(t, time.Duration(0), h.Close(), "second Close does nothing")

	h, err = c.Admit(context.Background(), 10*ms)
	require.NoError(t, err)
	cpu.advance(25 * ms)
	h.Close()
	assert.Equal(t, start-45*ms, c.bucket.Available(), "overrun paid")

	s := c.Stats()
	assert.Equal(t, 60*ms, s.Granted)
	assert.Equal(t, 30*ms, s.Returned)
	assert.Equal(t, 15*ms, s.Paid)
	assert.Equal(t, 45*ms, s.Used())
}

func TestAdmitClampsGrant(t *testing.T) {
	var cpu, wall fakeClock
	c := newTestController(t, Config{Initial: 0.5}, &cpu, &wall)
	for _, tc := range []struct{ ask, want time.Duration }{
		{0, MaxGrant}, {time.Millisecond, MinGrant}, {50 * ms, 50 * ms}, {time.Second, MaxGrant},
	} {
		h, err := c.Admit(context.Background(), tc.ask)
		require.NoError(t, err)
		assert.Equal(t, tc.want, h.Granted(), "ask %v", tc.ask)
		h.Close()
	}
}

func TestPacerAccounts(t *testing.T) {
	var cpu, wall fakeClock
	c := newTestController(t, Config{Initial: 0.5}, &cpu, &wall)
	p := c.NewPacer(PacerOptions{Grant: 10 * ms, NoYield: true})
	ctx := context.Background()
	for range 9500 { // 95ms of CPU in 10µs steps
		require.NoError(t, p.Pace(ctx))
		cpu.advance(10 * time.Microsecond)
	}
	p.Close()
	s := c.Stats()
	assert.Equal(t, int64(10), p.Stats().Admissions, "one grant per 10ms of CPU")
	assert.Equal(t, int64(10), s.Grants)
	assert.InDelta(t, 95*ms, s.Used(), float64(20*time.Microsecond), "the bucket was charged the CPU used")
	assert.LessOrEqual(t, s.Paid, 10*20*time.Microsecond, "grants end promptly")
	p.Close() // again: nothing to return
	assert.Equal(t, s, c.Stats())
}

func TestPacerBlocksAndCancels(t *testing.T) {
	// The bucket's size is per P: one, here.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var cpu, wall fakeClock // the wall clock stands still: no refill
	c := newTestController(t, Config{Initial: 0.05, Min: 0.05, Burst: 100 * ms}, &cpu, &wall)
	// The bucket holds 5ms per P; one 10ms grant empties it.
	p := c.NewPacer(PacerOptions{Grant: 10 * ms, NoYield: true})
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	var paces atomic.Int64
	go func() {
		for {
			if err := p.Pace(ctx); err != nil {
				errc <- err
				return
			}
			paces.Add(1)
			cpu.advance(100 * time.Microsecond)
		}
	}()
	require.Eventually(t, func() bool { return c.Bucket().Stats().Waiting == 1 }, 10*time.Second, ms)
	n := paces.Load()
	assert.InDelta(t, 100, n, 2, "the first grant ran out after 10ms of CPU")
	cancel()
	assert.ErrorIs(t, <-errc, context.Canceled)
	assert.Equal(t, n, paces.Load())
	assert.True(t, c.bucket.TakeWaited())
	p.Close()
}

// TestPacerStepsAside checks that Pace lets a waiting goroutine run: by
// Yield on the goyield toolchain, by Gosched at a clock read on others.
func TestPacerStepsAside(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	c, err := New(Config{Initial: 0.5})
	require.NoError(t, err)
	p := c.NewPacer(PacerOptions{})
	defer p.Close()
	ctx := context.Background()
	require.NoError(t, p.Pace(ctx)) // admission
	// The admission may have stepped aside too, for the controller's
	// goroutines or those of an earlier test: count from here.
	yields := p.Stats().Yields

	var ran atomic.Bool
	go ran.Store(true) // runnable, waiting for the only P
	for i := 0; i < 3 && !ran.Load(); i++ {
		require.NoError(t, p.Pace(ctx))
	}
	assert.True(t, ran.Load(), "the waiting goroutine ran during Pace")
	if Fork {
		assert.Equal(t, int64(1), p.Stats().Yields-yields, "Pace stepped aside once for it")
	}
}

// TestPacerBackground checks that the Background option makes the paced
// goroutine background work from its first Pace until Close, on the
// goyield toolchain, and does nothing on others.
func TestPacerBackground(t *testing.T) {
	c, err := New(Config{Initial: 0.5})
	require.NoError(t, err)
	isBackground := func() bool {
		prev := SetBackground(true)
		SetBackground(prev)
		return prev
	}
	done := make(chan bool)
	go func() {
		defer close(done)
		p := c.NewPacer(PacerOptions{Background: true})
		assert.False(t, isBackground(), "before the first Pace")
		require.NoError(t, p.Pace(context.Background()))
		assert.Equal(t, Fork, isBackground(), "after the first Pace (Fork=%v)", Fork)
		require.NoError(t, p.Pace(context.Background()))
		p.Close()
		assert.False(t, isBackground(), "after Close")
	}()
	<-done
}
