// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"math"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testBuckets are bucket boundaries shaped like the runtime's: an
// unbounded first and last bucket around finite ones.
var testBuckets = []float64{math.Inf(-1), 0, 1e-3, 2e-3, 4e-3, 8e-3, math.Inf(1)}

// hist returns a cumulative histogram over testBuckets.
func hist(counts ...uint64) *metrics.Float64Histogram {
	return &metrics.Float64Histogram{Buckets: testBuckets, Counts: counts}
}

func TestQuantileInterpolates(t *testing.T) {
	// 100 values: 50 in [0,1ms), 40 in [1ms,2ms), 10 in [2ms,4ms).
	h := hist(0, 50, 40, 10, 0, 0)
	q := func(q float64) float64 {
		v, ok := WindowQuantile(nil, h, q)
		require.True(t, ok)
		return v
	}
	assert.InDelta(t, 0.5e-3, q(0.25), 1e-12, "rank 25 of 50 in [0,1ms)")
	assert.InDelta(t, 1e-3, q(0.5), 1e-12, "rank 50 ends the first bucket")
	assert.InDelta(t, 1.5e-3, q(0.7), 1e-12, "rank 70: half-way through [1ms,2ms)")
	assert.InDelta(t, 3.8e-3, q(0.99), 1e-12, "rank 99: 9/10 of [2ms,4ms)")
	assert.InDelta(t, 4e-3, q(1), 1e-12, "the top of the last non-empty bucket")
	assert.InDelta(t, 0, q(0), 1e-12, "the bottom of the first non-empty bucket")
}

func TestQuantileInfiniteBuckets(t *testing.T) {
	v, ok := WindowQuantile(nil, hist(10, 0, 0, 0, 0, 0), 0.99)
	require.True(t, ok)
	assert.Equal(t, 0.0, v, "the (-Inf, 0) bucket yields its upper bound")

	v, ok = WindowQuantile(nil, hist(0, 90, 0, 0, 0, 10), 0.99)
	require.True(t, ok)
	assert.Equal(t, 8e-3, v, "the [8ms, +Inf) bucket yields its lower bound")
}

func TestQuantileWindow(t *testing.T) {
	older := hist(0, 1000, 0, 0, 0, 0)   // lots of fast ones, long ago
	newer := hist(0, 1000, 0, 0, 100, 0) // 100 slow ones since
	v, ok := WindowQuantile(older, newer, 0.5)
	require.True(t, ok)
	assert.InDelta(t, 6e-3, v, 1e-12, "only the window's values count")

	_, ok = WindowQuantile(older, older, 0.99)
	assert.False(t, ok, "an empty window has no quantile")

	other := &metrics.Float64Histogram{Buckets: []float64{0, 1}, Counts: []uint64{5}}
	_, ok = WindowQuantile(other, newer, 0.99)
	assert.False(t, ok, "different buckets")
}

func TestSamplerSlidingWindow(t *testing.T) {
	s := NewSampler(3) // newest minus the one 3 samples earlier
	_, ok := s.Quantile(0.99)
	assert.False(t, ok, "no samples")
	s.Add(hist(0, 0, 0, 0, 0, 0))
	_, ok = s.Quantile(0.99)
	assert.False(t, ok, "one sample")

	// A burst of slow values, then only fast ones.
	s.Add(hist(0, 0, 0, 0, 100, 0)) // 100 in [4ms,8ms)
	p, ok := s.Quantile(0.99)
	require.True(t, ok)
	assert.InDelta(t, 7.96e-3, p.Seconds(), 1e-9)

	s.Add(hist(0, 10000, 0, 0, 100, 0))
	s.Add(hist(0, 20000, 0, 0, 100, 0))
	p, ok = s.Quantile(0.99)
	require.True(t, ok)
	// Window: newest minus the first (empty) snapshot: 20000 fast, 100
	// slow; rank 19899 falls in [0,1ms).
	assert.InDelta(t, 19899.0/20000*1e-3, p.Seconds(), 1e-9)

	s.Add(hist(0, 30000, 0, 0, 100, 0))
	s.Add(hist(0, 40000, 0, 0, 100, 0))
	// Window: newest minus the snapshot after the burst: 30000 fast,
	// none slow.
	p, ok = s.Quantile(0.99)
	require.True(t, ok)
	assert.InDelta(t, 0.99e-3, p.Seconds(), 1e-9, "the burst left the window")

	s.Add(hist(0, 40000, 0, 0, 100, 0))
	s.Add(hist(0, 40000, 0, 0, 100, 0))
	s.Add(hist(0, 40000, 0, 0, 100, 0))
	_, ok = s.Quantile(0.99)
	assert.False(t, ok, "nothing recorded in the window")
}

// LastQuantile looks at the last sample's values alone, while Quantile
// still sees the whole window.
func TestSamplerLastQuantile(t *testing.T) {
	s := NewSampler(25)
	s.Add(hist(0, 0, 0, 0, 0, 0))
	_, ok := s.LastQuantile(0.99)
	assert.False(t, ok, "one sample")
	s.Add(hist(0, 0, 0, 0, 100, 0)) // 100 slow values
	p, ok := s.LastQuantile(0.99)
	require.True(t, ok)
	assert.InDelta(t, 7.96e-3, p.Seconds(), 1e-9, "the burst, in the last sample")
	s.Add(hist(0, 1000, 0, 0, 100, 0)) // then 1000 fast ones
	p, ok = s.LastQuantile(0.99)
	require.True(t, ok)
	assert.InDelta(t, 0.99e-3, p.Seconds(), 1e-9, "only the fast values of the last sample")
	w, _ := s.Quantile(0.99)
	assert.Greater(t, w, 4*time.Millisecond, "the window still holds the burst")
	s.Add(hist(0, 1000, 0, 0, 100, 0))
	_, ok = s.LastQuantile(0.99)
	assert.False(t, ok, "nothing recorded in the last sample")
}

func TestSamplerCopiesAndRestarts(t *testing.T) {
	s := NewSampler(2)
	h := hist(0, 10, 0, 0, 0, 0)
	s.Add(h)
	h.Counts[1] = 1000 // the caller reuses its histogram
	s.Add(hist(0, 10, 10, 0, 0, 0))
	p, ok := s.Quantile(0.5)
	require.True(t, ok)
	assert.InDelta(t, 1.5e-3, p.Seconds(), 1e-9, "Add must copy the counts")

	// New buckets: the window restarts.
	s.Add(&metrics.Float64Histogram{Buckets: []float64{0, 1}, Counts: []uint64{5}})
	_, ok = s.Quantile(0.5)
	assert.False(t, ok, "one sample since the buckets changed")
}

func TestSamplerReadsRuntime(t *testing.T) {
	s := NewSampler(10)
	s.Read()
	done := make(chan bool)
	for range 100 {
		go func() { done <- true }()
		<-done
	}
	time.Sleep(time.Millisecond)
	s.Read()
	p, ok := s.Quantile(0.99)
	require.True(t, ok, "goroutines were scheduled between the reads")
	assert.Greater(t, p, time.Duration(0))
	assert.Less(t, p, time.Minute)
}
