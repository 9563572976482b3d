// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/binary"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// ycsbZetan is YCSB's ScrambledZipfianGenerator.ZETAN, the zeta constant it
// hard-codes for 10 billion items and theta 0.99.
const ycsbZetan = 26.46902820178302

// ycsbZetaDirect returns sum_{i=1..n} 1/i^theta by plain summation,
// independently of the code under test.
func ycsbZetaDirect(n int, theta float64) float64 {
	sum := 0.0
	for i := n; i >= 1; i-- {
		sum += 1 / math.Pow(float64(i), theta)
	}
	return sum
}

// ycsbExactZipf returns P(i) = 1/(i+1)^theta / zeta(n, theta) for i in [0, n).
func ycsbExactZipf(n int, theta float64) []float64 {
	z := ycsbZetaDirect(n, theta)
	p := make([]float64, n)
	for i := range p {
		p[i] = 1 / math.Pow(float64(i+1), theta) / z
	}
	return p
}

// ycsbGrayPMF returns the probabilities that Gray et al.'s method assigns to
// [0, n), derived by inverting its formula rather than by running it: with u
// uniform in [0, 1), it draws 0 for u < 1/zetan, 1 for u < zeta(2)/zetan,
// and otherwise floor(n*(eta*u-eta+1)^alpha), which is below k >= 2 exactly
// when u < 1 - (1-(k/n)^(1-theta))/eta.
func ycsbGrayPMF(n int, theta float64) []float64 {
	zn := ycsbZetaDirect(n, theta)
	z2 := ycsbZetaDirect(2, theta)
	eta := (1 - math.Pow(2/float64(n), 1-theta)) / (1 - z2/zn)
	cdf := func(k int) float64 { // P(X < k)
		switch {
		case k <= 0:
			return 0
		case k == 1:
			return 1 / zn
		case k == 2:
			return z2 / zn
		case k >= n:
			return 1
		}
		return 1 - (1-math.Pow(float64(k)/float64(n), 1-theta))/eta
	}
	p := make([]float64, n)
	for i := range p {
		p[i] = cdf(i+1) - cdf(i)
	}
	return p
}

// ycsbSigma returns the standard deviation of an empirical frequency with
// probability p over n samples.
func ycsbSigma(p float64, n int) float64 {
	return math.Sqrt(p * (1 - p) / float64(n))
}

func TestZipfianDistribution(t *testing.T) {
	const (
		n       = 100
		samples = 1_000_000
	)
	theta := zipfianConstant
	z := newZipfian(n, theta)
	r := rand.New(rand.NewPCG(1, 2))
	counts := make([]int, n)
	for range samples {
		v := z.next(r)
		if v >= n {
			t.Fatalf("draw %d out of range [0, %d)", v, n)
		}
		counts[v]++
	}
	freq := make([]float64, n)
	for i, c := range counts {
		freq[i] = float64(c) / samples
	}

	exact := ycsbExactZipf(n, theta)
	// Gray's method is exact for ranks 0 and 1.
	for i := range 2 {
		if d := math.Abs(freq[i] - exact[i]); d > 5*ycsbSigma(exact[i], samples) {
			t.Errorf("P(%d) = %.5f, want %.5f (Zipf, theta %v)", i, freq[i], exact[i], theta)
		}
	}
	// Elsewhere it approximates Zipf to within about 15% for this n.
	for i := range n {
		if ratio := freq[i] / exact[i]; ratio < 0.8 || ratio > 1.2 {
			t.Errorf("P(%d) = %.5f, want within 20%% of Zipf's %.5f", i, freq[i], exact[i])
		}
	}
	// Tail masses: Gray's method puts 4-5% less than Zipf in the tail.
	for _, from := range []int{10, 50} {
		got, want := 0.0, 0.0
		for i := from; i < n; i++ {
			got += freq[i]
			want += exact[i]
		}
		if got < 0.94*want || got > 1.02*want {
			t.Errorf("P(X >= %d) = %.4f, want within [-6%%, +2%%] of Zipf's %.4f", from, got, want)
		}
	}
	// And the whole histogram must match what the method should produce.
	gray := ycsbGrayPMF(n, theta)
	chi2 := 0.0
	for i, c := range counts {
		e := gray[i] * samples
		chi2 += (float64(c) - e) * (float64(c) - e) / e
	}
	// 99 degrees of freedom: mean 99, standard deviation 14.
	if chi2 > 99+6*14 {
		t.Errorf("chi-square against Gray's distribution = %.1f over %d buckets, want <= %d", chi2, n, 99+6*14)
	}
}

// TestZipfianTheta checks that theta sets the skew: P(0)/P(1) is 2^theta,
// which tells theta 0.5, 0.8 and 0.99 apart.
func TestZipfianTheta(t *testing.T) {
	const (
		n       = 100
		samples = 200_000
	)
	for i, theta := range []float64{0.5, 0.8, zipfianConstant} {
		z := newZipfian(n, theta)
		r := rand.New(rand.NewPCG(3, uint64(i)))
		var c0, c1 int
		for range samples {
			switch z.next(r) {
			case 0:
				c0++
			case 1:
				c1++
			}
		}
		// The relative standard deviation of c0/c1 is about
		// sqrt(1/c0 + 1/c1): 1.5% for theta 0.5 and 1% for 0.99,
		// while 2^0.8 and 2^0.99 differ by 13%.
		ratio := float64(c0) / float64(c1)
		tol := 5 * math.Sqrt(1/float64(c0)+1/float64(c1))
		if want := math.Pow(2, theta); math.Abs(ratio/want-1) > tol {
			t.Errorf("theta %v: P(0)/P(1) = %.3f, want %.3f ± %.1f%%", theta, ratio, want, 100*tol)
		}
		p0 := 1 / ycsbZetaDirect(n, theta)
		if got := float64(c0) / samples; math.Abs(got-p0) > 5*ycsbSigma(p0, samples) {
			t.Errorf("theta %v: P(0) = %.4f, want %.4f", theta, got, p0)
		}
	}
}

func TestZipfianSmallN(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	one := newZipfian(1, zipfianConstant)
	for range 1000 {
		if v := one.next(r); v != 0 {
			t.Fatalf("n = 1: drew %d, want 0", v)
		}
	}
	two := newZipfian(2, zipfianConstant)
	var c [2]int
	for range 100_000 {
		v := two.next(r)
		if v > 1 {
			t.Fatalf("n = 2: drew %d, want 0 or 1", v)
		}
		c[v]++
	}
	if ratio, want := float64(c[0])/float64(c[1]), math.Pow(2, zipfianConstant); math.Abs(ratio/want-1) > 0.04 {
		t.Errorf("n = 2: P(0)/P(1) = %.3f, want %.3f", ratio, want)
	}
}

func TestNewZipfianPanics(t *testing.T) {
	for _, tt := range []struct {
		n     uint64
		theta float64
		msg   string
	}{
		{0, 0.99, "n is 0"},
		{10, 0, "theta"},
		{10, -0.5, "theta"},
		{10, 1, "theta"},
		{10, 1.5, "theta"},
		{10, math.NaN(), "theta"},
	} {
		func() {
			defer func() {
				e := recover()
				s, _ := e.(string)
				if !strings.Contains(s, tt.msg) {
					t.Errorf("newZipfian(%d, %v) panicked with %v, want a panic mentioning %q", tt.n, tt.theta, e, tt.msg)
				}
			}()
			newZipfian(tt.n, tt.theta)
		}()
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("newScrambledZipfian(0) did not panic")
			}
		}()
		newScrambledZipfian(0)
	}()
}

func TestZeta(t *testing.T) {
	for _, n := range []int{1, 2, 3, 1023, 1024, 1025, 5000, 50_000} {
		for _, theta := range []float64{0.2, 0.5, zipfianConstant} {
			got, want := zeta(uint64(n), theta), ycsbZetaDirect(n, theta)
			if math.Abs(got/want-1) > 1e-12 {
				t.Errorf("zeta(%d, %v) = %.16g, want %.16g", n, theta, got, want)
			}
		}
	}
	// YCSB summed its constant directly in float64, so it carries some
	// rounding error of its own (about 1e-12 relative); 2e-12 still tells
	// 10 billion items from 10 billion plus one, which differ by 5e-12.
	got := zeta(scrambledItemCount, zipfianConstant)
	if math.Abs(got/ycsbZetan-1) > 2e-12 {
		t.Errorf("zeta(%d, %v) = %.16g, want YCSB's %.16g", uint64(scrambledItemCount), zipfianConstant, got, ycsbZetan)
	}
}

func TestScrambledZipfian(t *testing.T) {
	const (
		n       = 1000
		samples = 300_000
	)
	s := newScrambledZipfian(n)
	r := rand.New(rand.NewPCG(5, 6))
	counts := make([]int, n)
	for range samples {
		v := s.next(r)
		if v >= n {
			t.Fatalf("draw %d out of range [0, %d)", v, n)
		}
		counts[v]++
	}

	// The hottest key is the hash of rank 0, not record 0.
	hot := fnv64(0) % n
	if hot < n/10 {
		t.Fatalf("test assumes fnv64(0) %% %d is not among the smallest record numbers, but it is %d", n, hot)
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return counts[b] - counts[a] })
	if order[0] != int(hot) {
		t.Errorf("hottest key is %d, want fnv64(0) %% %d = %d", order[0], n, hot)
	}
	// Its frequency is that of rank 0 of the large zipfian, 1/zetan,
	// plus its share of the many ranks that hash onto it.
	p0 := 1 / ycsbZetan
	if f := float64(counts[hot]) / samples; f < p0-5*ycsbSigma(p0, samples) || f > p0+0.005 {
		t.Errorf("hottest key has frequency %.4f, want about %.4f (uniform would be %.4f)", f, p0, 1.0/n)
	}
	if f := float64(counts[order[0]]) / samples; f < 20.0/n {
		t.Errorf("hottest key has frequency %.4f, want much more than uniform's %.4f", f, 1.0/n)
	}
	// The hottest keys are spread over the key space, not clustered at
	// its start.
	top := order[:20]
	var low, upper int
	for _, k := range top {
		if k < n/10 {
			low++
		}
		if k >= n/2 {
			upper++
		}
	}
	if low > 10 || upper < 5 {
		t.Errorf("20 hottest keys %v: %d in the first tenth, %d in the upper half; want them spread out", top, low, upper)
	}
}

func TestWorkloadMix(t *testing.T) {
	const (
		records = 1000
		ops     = 100_000
	)
	for i, tt := range []struct {
		name     string
		wantName string
		readFrac float64
		sample   bool // whether to run the workload, not just build it
	}{
		{"a", "a", 0.5, true},
		{"A", "a", 0.5, false},
		{"b", "b", 0.95, true},
		{"B", "b", 0.95, false},
	} {
		w, err := workloadByName(tt.name, records)
		if err != nil {
			t.Fatalf("workloadByName(%q, %d): %v", tt.name, records, err)
		}
		if w.name != tt.wantName || w.readFrac != tt.readFrac || w.records != records {
			t.Errorf("workloadByName(%q, %d) = {name %q, readFrac %v, records %d}, want {%q, %v, %d}",
				tt.name, records, w.name, w.readFrac, w.records, tt.wantName, tt.readFrac, records)
		}
		if !tt.sample {
			continue
		}
		r := rand.New(rand.NewPCG(7, uint64(i)))
		reads := 0
		for range ops {
			o := w.next(r)
			if o.key >= records {
				t.Fatalf("workload %s: key %d out of range [0, %d)", tt.name, o.key, records)
			}
			if o.read {
				reads++
			}
		}
		got := float64(reads) / ops
		if math.Abs(got-tt.readFrac) > 5*ycsbSigma(tt.readFrac, ops) {
			t.Errorf("workload %s: read fraction %.4f, want %.4f ± %.4f", tt.name, got, tt.readFrac, 5*ycsbSigma(tt.readFrac, ops))
		}
	}

	for _, name := range []string{"", "c", "ab", "workloada", " a"} {
		if _, err := workloadByName(name, records); err == nil {
			t.Errorf("workloadByName(%q, %d) succeeded, want an error", name, records)
		} else if msg := err.Error(); !strings.Contains(msg, strconv.Quote(name)) || !strings.Contains(msg, "valid") {
			t.Errorf("workloadByName(%q, %d) error %q, want it to name the workload and list the valid ones", name, records, msg)
		}
	}
	if _, err := workloadByName("a", 0); err == nil {
		t.Errorf("workloadByName(%q, 0) succeeded, want an error", "a")
	}
}

// ycsbFNV1a is a straightforward 64-bit FNV-1a over the little-endian bytes
// of v, written independently of fnv64.
func ycsbFNV1a(v uint64) uint64 {
	h := uint64(0xcbf29ce484222325)
	for _, b := range binary.LittleEndian.AppendUint64(nil, v) {
		h ^= uint64(b)
		h *= 0x100000001b3
	}
	return h
}

func TestFNV64(t *testing.T) {
	for _, v := range []uint64{0, 1, 2, 0xff, 0x100, 12345, 0x0123456789abcdef, 1 << 63, math.MaxUint64} {
		got := fnv64(v)
		if want := ycsbFNV1a(v); got != want {
			t.Errorf("fnv64(%#x) = %#x, want %#x", v, got, want)
		}
		h := fnv.New64a()
		h.Write(binary.LittleEndian.AppendUint64(nil, v))
		if want := h.Sum64(); got != want {
			t.Errorf("fnv64(%#x) = %#x, want %#x (hash/fnv)", v, got, want)
		}
	}
}

func TestRecordKey(t *testing.T) {
	if a, b := recordKey(42), recordKey(42); !bytes.Equal(a, b) {
		t.Errorf("recordKey(42) = %q then %q, want the same key", a, b)
	}
	if got, want := string(recordKey(0)), "user"+strconv.FormatUint(ycsbFNV1a(0), 10); got != want {
		t.Errorf("recordKey(0) = %q, want %q", got, want)
	}
	const n = 30_000
	seen := make(map[string]uint64, n)
	sorted := true
	var prev []byte
	for i := range uint64(n) {
		k := recordKey(i)
		if !bytes.HasPrefix(k, []byte("user")) {
			t.Fatalf("recordKey(%d) = %q, want prefix %q", i, k, "user")
		}
		if j, ok := seen[string(k)]; ok {
			t.Fatalf("recordKey(%d) = recordKey(%d) = %q", i, j, k)
		}
		seen[string(k)] = i
		if prev != nil && bytes.Compare(prev, k) > 0 {
			sorted = false
		}
		prev = k
	}
	if sorted {
		t.Errorf("recordKey(0..%d) are in ascending order, want the hashed order", n-1)
	}

	dst := []byte("prefix/")
	got := appendRecordKey(dst, 7)
	if want := "prefix/" + string(recordKey(7)); string(got) != want {
		t.Errorf("appendRecordKey(%q, 7) = %q, want %q", dst, got, want)
	}
	buf := make([]byte, 0, 64)
	if allocs := testing.AllocsPerRun(100, func() { buf = appendRecordKey(buf[:0], 99) }); allocs != 0 {
		t.Errorf("appendRecordKey into a large enough buffer allocates %v times, want 0", allocs)
	}
}

func TestParseRate(t *testing.T) {
	for _, c := range []struct {
		in   string
		want rateSchedule
	}{
		{"1000", rateSchedule{{0, 1000}}},
		{"1000,5000@5s,1000@10s", rateSchedule{{0, 1000}, {5 * time.Second, 5000}, {10 * time.Second, 1000}}},
		{" 200 , 400@250ms", rateSchedule{{0, 200}, {250 * time.Millisecond, 400}}},
	} {
		got, err := parseRate(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("parseRate(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
		if back, err := parseRate(got.String()); err != nil || !slices.Equal(back, got) {
			t.Errorf("parseRate(%q.String() = %q) = %v, %v", c.in, got.String(), back, err)
		}
	}
	for _, bad := range []string{"", "0", "-5", "x", "1000@1s", "1000,5000", "1000,5000@x", "1000,5000@5s,1000@5s", "1000,5000@5s,1000@2s", "1000,"} {
		if got, err := parseRate(bad); err == nil {
			t.Errorf("parseRate(%q) = %v, want an error", bad, got)
		}
	}
}

// The schedule's operations fall at its rates, phase by phase.
func TestRateScheduleTimes(t *testing.T) {
	r := rateSchedule{{0, 1000}, {time.Second, 5000}, {2 * time.Second, 1000}}
	times := r.times(3 * time.Second)
	count := func(from, to time.Duration) int {
		n := 0
		for _, at := range times {
			if at >= from && at < to {
				n++
			}
		}
		return n
	}
	if n := count(0, time.Second); n != 1000 {
		t.Errorf("%d operations in the first second, want 1000", n)
	}
	if n := count(time.Second, 2*time.Second); n != 5000 {
		t.Errorf("%d operations in the second second, want 5000", n)
	}
	if n := count(2*time.Second, 3*time.Second); n != 1000 {
		t.Errorf("%d operations in the third second, want 1000", n)
	}
	if !slices.IsSorted(times) || times[0] != 0 {
		t.Errorf("times are not in order from 0")
	}
	if n := len(r.times(500 * time.Millisecond)); n != 500 {
		t.Errorf("%d operations in a run of 500ms, want 500", n)
	}
}
