// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"math"
	"runtime/metrics"
	"slices"
	"time"
)

// Quantile returns the q quantile of sorted, by the nearest-rank method:
// the smallest value that at least a share q of the values do not exceed.
func Quantile(sorted []time.Duration, q float64) time.Duration {
	return sorted[min(max(nearestRank(q, len(sorted))-1, 0), len(sorted)-1)]
}

// nearestRank returns the rank, from 1, of the q quantile of n values:
// ⌈q×n⌉, where a product that is a whole number but for the rounding of
// q (0.99×1000) counts as whole.
func nearestRank(q float64, n int) int {
	return int(math.Ceil(q*float64(n) - 1e-9))
}

// A Summary is a latency distribution's summary, in nanoseconds.
type Summary struct {
	Count  int     `json:"count"`
	P50Ns  int64   `json:"p50Ns"`
	P99Ns  int64   `json:"p99Ns"`
	P999Ns int64   `json:"p999Ns"`
	MaxNs  int64   `json:"maxNs"`
	CDFNs  []int64 `json:"cdfNs,omitempty"` // at CDFQuantiles, if asked for
}

// CDFQuantiles are the quantiles of Summary.CDFNs: every percent, then
// the tail.
var CDFQuantiles = func() []float64 {
	var q []float64
	for i := 1; i < 100; i++ {
		q = append(q, float64(i)/100)
	}
	return append(q, 0.995, 0.999, 0.9995, 0.9999, 1)
}()

// Summarize sorts lat and summarizes it, with its CDF if cdf is set.
func Summarize(lat []time.Duration, cdf bool) Summary {
	s := Summary{Count: len(lat)}
	if len(lat) == 0 {
		return s
	}
	slices.Sort(lat)
	s.P50Ns = int64(Quantile(lat, 0.5))
	s.P99Ns = int64(Quantile(lat, 0.99))
	s.P999Ns = int64(Quantile(lat, 0.999))
	s.MaxNs = int64(lat[len(lat)-1])
	if cdf {
		s.CDFNs = make([]int64, len(CDFQuantiles))
		for i, q := range CDFQuantiles {
			s.CDFNs[i] = int64(Quantile(lat, q))
		}
	}
	return s
}

// HistQuantile returns the q quantile of the samples added to a
// cumulative runtime/metrics histogram between snapshots a and b, as
// the upper bound of the bucket it falls in (the lower bound for the
// last, unbounded bucket), or 0 if there are none.
func HistQuantile(a, b *metrics.Float64Histogram, q float64) float64 {
	var total uint64
	for i := range b.Counts {
		total += b.Counts[i] - a.Counts[i]
	}
	if total == 0 {
		return 0
	}
	rank := uint64(max(nearestRank(q, int(total)), 1)) // the sample's, from 1, as Quantile's
	var seen uint64
	for i := range b.Counts {
		seen += b.Counts[i] - a.Counts[i]
		if seen >= rank {
			hi := b.Buckets[i+1]
			if hi > 1e300 {
				return b.Buckets[i]
			}
			return hi
		}
	}
	return b.Buckets[len(b.Buckets)-2]
}

// Median returns the median of what f gives for each of xs, or 0 for
// none.
func Median[T any](xs []T, f func(T) float64) float64 {
	v := make([]float64, len(xs))
	for i, x := range xs {
		v[i] = f(x)
	}
	slices.Sort(v)
	switch {
	case len(v) == 0:
		return 0
	case len(v)%2 == 1:
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

// Dur formats nanoseconds to three significant digits.
func Dur(ns float64) time.Duration {
	d := time.Duration(ns)
	switch {
	case d >= 100*time.Millisecond:
		return d.Round(time.Millisecond)
	case d >= 10*time.Millisecond:
		return d.Round(100 * time.Microsecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	case d >= 100*time.Microsecond:
		return d.Round(time.Microsecond)
	case d >= 10*time.Microsecond:
		return d.Round(100 * time.Nanosecond)
	}
	return d.Round(10 * time.Nanosecond)
}
