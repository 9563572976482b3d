// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"math"
	"runtime/metrics"
	"slices"
	"sync"
	"time"
)

// SchedLatencyMetric is the runtime/metrics histogram a [Sampler] reads:
// how long goroutines wait, runnable, before they run.
const SchedLatencyMetric = "/sched/latencies:seconds"

// A Sampler keeps the last few cumulative scheduling-latency histograms
// and computes quantiles over the window between the oldest and the
// newest. It is safe for concurrent use.
type Sampler struct {
	mu      sync.Mutex
	sample  []metrics.Sample
	buckets []float64
	ring    [][]uint64 // cumulative counts, oldest at ring[head]
	head    int
	n       int // snapshots held, at most len(ring)
}

// NewSampler returns a Sampler whose window spans the given number of
// samples: quantiles are computed from the newest cumulative histogram
// minus the one window samples earlier (or the oldest held, until that
// many have been added). A controller with a 2.5s window sampled every
// 100ms uses a window of 25.
func NewSampler(window int) *Sampler {
	window = max(window, 1)
	return &Sampler{
		sample: []metrics.Sample{{Name: SchedLatencyMetric}},
		ring:   make([][]uint64, window+1),
	}
}

// Read samples the runtime's scheduling-latency histogram and adds it.
func (s *Sampler) Read() {
	s.mu.Lock()
	defer s.mu.Unlock()
	metrics.Read(s.sample)
	if s.sample[0].Value.Kind() != metrics.KindFloat64Histogram {
		return // not supported by this runtime
	}
	s.addLocked(s.sample[0].Value.Float64Histogram())
}

// Add adds a cumulative histogram, as runtime/metrics reports it. Its
// buckets must match those of earlier histograms; if they do not, the
// window restarts at h. Add copies h.
func (s *Sampler) Add(h *metrics.Float64Histogram) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.addLocked(h)
}

func (s *Sampler) addLocked(h *metrics.Float64Histogram) {
	if !slices.Equal(s.buckets, h.Buckets) {
		s.buckets = slices.Clone(h.Buckets)
		s.head, s.n = 0, 0
	}
	var slot int
	if s.n < len(s.ring) {
		slot = (s.head + s.n) % len(s.ring)
		s.n++
	} else {
		slot = s.head // overwrite the oldest
		s.head = (s.head + 1) % len(s.ring)
	}
	s.ring[slot] = append(s.ring[slot][:0], h.Counts...)
}

// Quantile returns the q-quantile (0 ≤ q ≤ 1) of the scheduling
// latencies recorded in the window, interpolated linearly within the
// bucket it falls in. It reports false if fewer than two histograms have
// been added or no latency was recorded in the window.
func (s *Sampler) Quantile(q float64) (time.Duration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.n < 2 {
		return 0, false
	}
	oldest := s.ring[s.head]
	newest := s.ring[(s.head+s.n-1)%len(s.ring)]
	v, ok := quantile(s.buckets, newest, oldest, q)
	if !ok {
		return 0, false
	}
	return time.Duration(v * 1e9), true
}

// LastQuantile returns the q-quantile (0 ≤ q ≤ 1) of the scheduling
// latencies recorded between the last two samples alone, and whether
// there were any. It is the fast signal of [LawFill].
func (s *Sampler) LastQuantile(q float64) (time.Duration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.n < 2 {
		return 0, false
	}
	prev := s.ring[(s.head+s.n-2)%len(s.ring)]
	newest := s.ring[(s.head+s.n-1)%len(s.ring)]
	v, ok := quantile(s.buckets, newest, prev, q)
	if !ok {
		return 0, false
	}
	return time.Duration(v * 1e9), true
}

// WindowQuantile returns the q-quantile (0 ≤ q ≤ 1) of the values
// recorded between two cumulative histograms of the same metric, older
// taken before newer, interpolated linearly within the bucket it falls
// in. A nil older counts from zero. It reports false if the window holds
// no values or the histograms' buckets differ.
func WindowQuantile(older, newer *metrics.Float64Histogram, q float64) (float64, bool) {
	var base []uint64
	if older != nil {
		if !slices.Equal(older.Buckets, newer.Buckets) {
			return 0, false
		}
		base = older.Counts
	}
	return quantile(newer.Buckets, newer.Counts, base, q)
}

// quantile computes the q-quantile of the histogram counts−base with the
// given bucket boundaries (len(buckets) == len(counts)+1). A nil base is
// all zeros.
//
// The value of rank q×total is found by walking the buckets to the one
// whose cumulative count reaches it and interpolating linearly between
// that bucket's bounds. An infinite lower bound yields the upper bound,
// an infinite upper bound the lower one.
func quantile(buckets []float64, counts, base []uint64, q float64) (float64, bool) {
	delta := func(i int) float64 {
		switch {
		case base == nil:
			return float64(counts[i])
		case base[i] > counts[i]:
			return 0 // not cumulative: count nothing
		}
		return float64(counts[i] - base[i])
	}
	if len(buckets) != len(counts)+1 || (base != nil && len(base) != len(counts)) {
		return 0, false
	}
	var total float64
	for i := range counts {
		total += delta(i)
	}
	if total == 0 {
		return 0, false
	}
	q = min(max(q, 0), 1)
	rank := q * total
	var cum float64
	for i := range counts {
		d := delta(i)
		if d == 0 || cum+d < rank {
			cum += d
			continue
		}
		lo, hi := buckets[i], buckets[i+1]
		switch {
		case math.IsInf(lo, -1):
			return hi, true
		case math.IsInf(hi, 1):
			return lo, true
		}
		return lo + (hi-lo)*(rank-cum)/d, true
	}
	// Rounding left rank just above the total: the top of the last
	// non-empty bucket.
	for i := len(counts) - 1; i >= 0; i-- {
		if delta(i) > 0 {
			if math.IsInf(buckets[i+1], 1) {
				return buckets[i], true
			}
			return buckets[i+1], true
		}
	}
	return 0, false
}
