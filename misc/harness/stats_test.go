// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime/metrics"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestQuantile(t *testing.T) {
	var d []time.Duration
	for i := 1; i <= 5000; i++ {
		d = append(d, time.Duration(i))
	}
	for _, c := range []struct {
		q    float64
		want time.Duration
	}{{0.5, 500}, {0.99, 990}, {0.999, 999}, {1, 1000}, {0, 1}} {
		if got := Quantile(d[:1000], c.q); got != c.want {
			t.Errorf("Quantile(1..1000, %v) = %v, want %v", c.q, got, c.want)
		}
	}
	// Where q×n is not whole, the rank rounds up: the p99.9 of 560 values
	// is the largest (rank 560, not 559), the p99 of 4960 the 4911th.
	for _, c := range []struct {
		n    int
		q    float64
		want time.Duration
	}{{560, 0.999, 560}, {4960, 0.99, 4911}, {100, 0.99, 99}, {3, 0.5, 2}, {1, 0.99, 1}} {
		if got := Quantile(d[:c.n], c.q); got != c.want {
			t.Errorf("Quantile(1..%d, %v) = %v, want %v", c.n, c.q, got, c.want)
		}
	}
}

func TestSummarize(t *testing.T) {
	var d []time.Duration
	for i := 1000; i >= 1; i-- {
		d = append(d, time.Duration(i))
	}
	s := Summarize(d, true)
	if s.Count != 1000 || s.P50Ns != 500 || s.P99Ns != 990 || s.P999Ns != 999 || s.MaxNs != 1000 {
		t.Errorf("Summarize(1000..1) = %+v", s)
	}
	if len(s.CDFNs) != len(CDFQuantiles) || s.CDFNs[0] != 10 || s.CDFNs[len(s.CDFNs)-1] != 1000 {
		t.Errorf("Summarize's CDF = %v", s.CDFNs)
	}
	if s := Summarize(nil, true); s.Count != 0 || s.MaxNs != 0 || s.CDFNs != nil {
		t.Errorf("Summarize(nil) = %+v", s)
	}
}

func TestHistQuantile(t *testing.T) {
	h := func(counts ...uint64) *metrics.Float64Histogram {
		return &metrics.Float64Histogram{Counts: counts, Buckets: []float64{0, 1, 2, 3, math.Inf(1)}}
	}
	a := h(5, 5, 5, 5)
	b := h(5, 95, 5, 5) // 90 new samples in [1, 2)
	if got := HistQuantile(a, b, 0.99); got != 2 {
		t.Errorf("p99 of samples all in [1,2) = %v, want the bucket's upper bound 2", got)
	}
	if got := HistQuantile(a, a, 0.99); got != 0 {
		t.Errorf("p99 of no samples = %v, want 0", got)
	}
	c := h(5, 5, 5, 15) // 10 new in [3, inf)
	if got := HistQuantile(a, c, 0.5); got != 3 {
		t.Errorf("p50 of samples in the last bucket = %v, want its lower bound 3", got)
	}
	// The rank is Quantile's: of 100 samples, 99 in [0, 1) and one in
	// [2, 3), the p99 is the 99th, in [0, 1); the p99.5 the 100th.
	d := h(104, 5, 6, 5)
	if got := HistQuantile(a, d, 0.99); got != 1 {
		t.Errorf("p99 of 99 samples in [0,1) and one in [2,3) = %v, want 1", got)
	}
	if got := HistQuantile(a, d, 0.995); got != 3 {
		t.Errorf("p99.5 of 99 samples in [0,1) and one in [2,3) = %v, want 3", got)
	}
}

func TestMedian(t *testing.T) {
	id := func(v float64) float64 { return v }
	for _, c := range []struct {
		in   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := Median(c.in, id); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

type testConfig string

func (c testConfig) Name() string { return "Benchmark/" + string(c) }

// Every round runs every configuration once, in an order of its own
// that does not change from one run of the harness to the next.
func TestRounds(t *testing.T) {
	configs := []testConfig{"a", "b", "c", "d", "e", "f"}
	var got [][]testConfig
	err := Rounds(context.Background(), "test", 3, configs, 0, func(c testConfig, round int) error {
		if round == len(got) {
			got = append(got, nil)
		}
		got[round] = append(got[round], c)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d rounds, want 3", len(got))
	}
	for r, order := range got {
		if sorted := slices.Sorted(slices.Values(order)); !slices.Equal(sorted, configs) {
			t.Errorf("round %d ran %v", r, order)
		}
		if !slices.Equal(order, Interleave(configs, r)) {
			t.Errorf("round %d ran %v, and Interleave says %v", r, order, Interleave(configs, r))
		}
	}
	if slices.Equal(got[0], got[1]) && slices.Equal(got[1], got[2]) {
		t.Errorf("every round ran in the same order %v", got[0])
	}
	// The orders kvbench and httpbench used before the harness library,
	// so that old results compare with new ones round by round.
	if want := "[b e c d a f]"; fmt.Sprint(Interleave(configs, 0)) != want {
		t.Errorf("round 0's order is %v, want %s", Interleave(configs, 0), want)
	}

	boom := errors.New("boom")
	err = Rounds(context.Background(), "test", 2, configs, 0, func(c testConfig, round int) error {
		if c == "d" {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "Benchmark/d: ") {
		t.Errorf("Rounds with a failing run = %v, want the run's name and error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Rounds(ctx, "test", 1, configs, 0, func(testConfig, int) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("Rounds after its context ended = %v", err)
	}
}

func TestParseList(t *testing.T) {
	valid := []string{"none", "plain", "yield"}
	got, err := ParseList(" plain,none, plain ", valid)
	if err != nil || strings.Join(got, ",") != "plain,none" {
		t.Errorf("ParseList = %q, %v; want plain,none", got, err)
	}
	for _, bad := range []string{"", ",", "plain,bogus"} {
		if _, err := ParseList(bad, valid); err == nil {
			t.Errorf("ParseList(%q) succeeded", bad)
		}
	}
}
