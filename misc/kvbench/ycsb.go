// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// zipfianConstant is YCSB's default theta.
const zipfianConstant = 0.99

// scrambledItemCount is the size of the item space a scrambledZipfian draws
// from before hashing, YCSB's ScrambledZipfianGenerator.ITEM_COUNT. It is far
// larger than any record count, so the skew of the hashed keys does not
// depend on how many records there are.
const scrambledItemCount = 10_000_000_000

// A zipfian draws integers in [0, n) with P(i) proportional to 1/(i+1)^theta,
// by the method of Gray et al., "Quickly Generating Billion-Record Synthetic
// Databases" (SIGMOD 1994), as YCSB's ZipfianGenerator does: zeta(n, theta)
// precomputed, then alpha, eta, and the two special cases for u*zetan < 1 and
// < 1+0.5^theta.
//
// The method costs one uniform draw and one math.Pow per value, with no
// table, so it works for item spaces of any size. It is exact for ranks 0
// and 1 only; for the other ranks it approximates the Zipf law (for n = 100
// and theta = 0.99 it overweights rank 2 by about 15% and underweights the
// tail by about 5%). That is the distribution YCSB generates, so it is the
// one we reproduce.
type zipfian struct {
	n      uint64
	items  float64 // n as a float64
	theta  float64
	zetan  float64 // zeta(n, theta), the normalizing constant
	alpha  float64 // 1/(1-theta)
	eta    float64 // (1-(2/n)^(1-theta)) / (1-zeta(2, theta)/zetan)
	oneCut float64 // u*zetan below this (and at least 1) draws 1: 1+0.5^theta
}

// newZipfian returns a zipfian over [0, n) with exponent theta.
// It panics if n is 0 or theta is not in (0, 1).
func newZipfian(n uint64, theta float64) *zipfian {
	if n == 0 {
		panic("kvbench: newZipfian: n is 0, but a zipfian needs at least one item to draw")
	}
	if !(theta > 0 && theta < 1) {
		panic(fmt.Sprintf("kvbench: newZipfian: theta %v is outside (0, 1): "+
			"Gray's method needs alpha = 1/(1-theta) finite and positive, "+
			"and theta <= 0 would not skew draws toward low ranks", theta))
	}
	z := &zipfian{
		n:      n,
		items:  float64(n),
		theta:  theta,
		zetan:  zeta(n, theta),
		alpha:  1 / (1 - theta),
		oneCut: 1 + math.Pow(0.5, theta),
	}
	if n > 2 {
		// For n <= 2 the denominator is 0 or negative and eta is never
		// used, since u*zetan < zetan <= 1+0.5^theta for every u.
		z.eta = (1 - math.Pow(2/z.items, 1-theta)) / (1 - zeta(2, theta)/z.zetan)
	}
	return z
}

// next returns the next draw, in [0, n), using r for randomness.
func (z *zipfian) next(r *rand.Rand) uint64 {
	u := r.Float64()
	uz := u * z.zetan
	if uz < 1 {
		return 0
	}
	if uz < z.oneCut {
		return 1
	}
	k := uint64(z.items * math.Pow(z.eta*u-z.eta+1, z.alpha))
	if k >= z.n {
		// Only reachable through rounding as u approaches 1.
		k = z.n - 1
	}
	return k
}

// zetaDirectTerms is how many terms zeta sums one by one before switching to
// the Euler–Maclaurin expansion. At this point the first omitted correction
// term is below 1e-20, far under float64 resolution.
const zetaDirectTerms = 1024

// zeta returns the generalized harmonic number sum_{i=1..n} 1/i^theta, the
// normalizing constant of a zipfian over n items.
//
// Summing term by term costs O(n), which for YCSB's 10 billion items takes
// minutes (YCSB hard-codes the result instead). So for large n zeta sums the
// first terms directly and adds the Euler–Maclaurin expansion of the rest:
// the integral, the end-point average, and the B2 and B4 derivative
// corrections. The tests check this against the direct sum and against
// YCSB's constant for 10 billion items.
func zeta(n uint64, theta float64) float64 {
	if n < zetaDirectTerms {
		return zetaSum(n, theta)
	}
	// Terms 1..m-1 directly, terms m..n by Euler–Maclaurin.
	const m = zetaDirectTerms
	sum := zetaSum(m-1, theta)
	lo, hi := float64(m), float64(n)
	f := func(x float64) float64 { return math.Pow(x, -theta) }
	// f'(x) and f'''(x) for f(x) = x^-theta.
	f1 := func(x float64) float64 { return -theta * math.Pow(x, -theta-1) }
	f3 := func(x float64) float64 {
		return -theta * (theta + 1) * (theta + 2) * math.Pow(x, -theta-3)
	}
	// Integral of x^-theta over [lo, hi], written with Expm1 so that
	// hi^(1-theta) - lo^(1-theta) does not cancel when theta is near 1.
	s := 1 - theta
	integral := math.Pow(lo, s) * math.Expm1(s*math.Log(hi/lo)) / s
	sum += integral + (f(lo)+f(hi))/2
	sum += (f1(hi) - f1(lo)) / 12  // B2/2!
	sum -= (f3(hi) - f3(lo)) / 720 // B4/4! = -1/720
	return sum
}

// zetaSum returns sum_{i=1..n} 1/i^theta by direct summation, adding the
// smallest terms first to limit rounding error.
func zetaSum(n uint64, theta float64) float64 {
	sum := 0.0
	for i := n; i > 0; i-- {
		sum += math.Pow(float64(i), -theta)
	}
	return sum
}

// A scrambledZipfian is YCSB's ScrambledZipfianGenerator: a zipfian over
// scrambledItemCount items whose draws are hashed with fnv64 and reduced
// mod n, so that the popular keys are spread over the key space instead of
// clustered at its start, where they would share pages and cache lines and
// flatter any store that keeps keys in order.
//
// YCSB uses a hard-coded zeta constant for its item space; we compute it
// with zeta, and a test checks that the two agree.
type scrambledZipfian struct {
	n   uint64
	gen *zipfian
}

// newScrambledZipfian returns a scrambledZipfian over [0, n) with YCSB's
// default theta, zipfianConstant. It panics if n is 0.
func newScrambledZipfian(n uint64) *scrambledZipfian {
	if n == 0 {
		panic("kvbench: newScrambledZipfian: n is 0, but there must be at least one key to draw")
	}
	return &scrambledZipfian{n: n, gen: newZipfian(scrambledItemCount, zipfianConstant)}
}

// next returns the next draw, in [0, n), using r for randomness.
func (s *scrambledZipfian) next(r *rand.Rand) uint64 {
	return fnv64(s.gen.next(r)) % s.n
}

// fnv64 is 64-bit FNV-1a over the 8 little-endian bytes of v, as YCSB's
// Utils.fnvhash64. YCSB computes it in signed Java longs and returns
// Math.abs of the result; we return the plain unsigned hash. That changes
// which record numbers are hot and how keys are named, but not the shape of
// the distribution, which is what a benchmark depends on.
func fnv64(v uint64) uint64 {
	const (
		offsetBasis = 0xcbf29ce484222325
		prime       = 0x100000001b3
	)
	h := uint64(offsetBasis)
	for range 8 {
		h ^= v & 0xff
		h *= prime
		v >>= 8
	}
	return h
}

// A workload is a YCSB core workload's operation mix over records keys.
// Only reads and updates are modeled: workloads A and B have no inserts or
// scans, so the record set stays fixed during a run.
type workload struct {
	name     string  // "a" or "b"
	readFrac float64 // share of operations that are reads; the rest are updates
	records  uint64
	keys     *scrambledZipfian
}

// workloadByName returns YCSB core workload A (50% reads, 50% updates) or B
// (95% reads, 5% updates) over records keys, with YCSB's zipfian request
// distribution. The name is "a" or "b" in either case. It returns an error
// for any other name or if records is 0.
func workloadByName(name string, records uint64) (*workload, error) {
	var readFrac float64
	lname := strings.ToLower(name)
	switch lname {
	case "a":
		readFrac = 0.5
	case "b":
		readFrac = 0.95
	default:
		return nil, fmt.Errorf("unknown YCSB workload %q: valid workloads are a (50%% reads, 50%% updates) and b (95%% reads, 5%% updates)", name)
	}
	if records == 0 {
		return nil, fmt.Errorf("YCSB workload %s needs at least one record, got 0", lname)
	}
	return &workload{
		name:     lname,
		readFrac: readFrac,
		records:  records,
		keys:     newScrambledZipfian(records),
	}, nil
}

// An op is one operation of a workload: a read or an update of one record.
type op struct {
	read bool
	key  uint64 // record number in [0, records)
}

// next returns the workload's next operation, using r for randomness. Like
// YCSB, it chooses the kind of operation first and then the record.
func (w *workload) next(r *rand.Rand) op {
	read := r.Float64() < w.readFrac
	return op{read: read, key: w.keys.next(r)}
}

// recordKey returns the key of record i as YCSB names it: "user" followed by
// the decimal fnv64 hash of i (YCSB's hashed insert order), so that records
// are not stored in the order they are numbered.
func recordKey(i uint64) []byte {
	return appendRecordKey(make([]byte, 0, len("user")+20), i)
}

// appendRecordKey appends the key of record i, as recordKey returns it, to
// dst and returns the extended slice, so that callers in hot loops can reuse
// a buffer.
func appendRecordKey(dst []byte, i uint64) []byte {
	dst = append(dst, "user"...)
	return strconv.AppendUint(dst, fnv64(i), 10)
}

// A rateSchedule is the client's rate over its run: operations per
// second from the start of the window, changing at given offsets. -rate
// writes it as "1000", or "1000,5000@5s,1000@10s": 1000 a second, 5000
// from 5s on, and 1000 again from 10s.
type rateSchedule []ratePhase

type ratePhase struct {
	at   time.Duration // offset from the start
	rate int           // operations per second from then on
}

// parseRate parses -rate.
func parseRate(s string) (rateSchedule, error) {
	var r rateSchedule
	for i, f := range strings.Split(s, ",") {
		rate, at, timed := strings.Cut(strings.TrimSpace(f), "@")
		var p ratePhase
		var err error
		if p.rate, err = strconv.Atoi(rate); err != nil || p.rate <= 0 {
			return nil, fmt.Errorf("%q: %q is not a positive rate", s, rate)
		}
		switch {
		case i == 0 && timed:
			return nil, fmt.Errorf("%q: the first rate holds from the start, without @", s)
		case i > 0 && !timed:
			return nil, fmt.Errorf("%q: every rate after the first needs @OFFSET, as in 5000@5s", s)
		case timed:
			if p.at, err = time.ParseDuration(at); err != nil || p.at <= r[len(r)-1].at {
				return nil, fmt.Errorf("%q: the offsets must be durations that grow, as in 1000,5000@5s,1000@10s", s)
			}
		}
		r = append(r, p)
	}
	return r, nil
}

func (r rateSchedule) String() string {
	var b strings.Builder
	for i, p := range r {
		if i > 0 {
			fmt.Fprintf(&b, ",%d@%v", p.rate, p.at)
		} else {
			fmt.Fprint(&b, p.rate)
		}
	}
	return b.String()
}

// max returns the highest rate.
func (r rateSchedule) max() int {
	m := 0
	for _, p := range r {
		m = max(m, p.rate)
	}
	return m
}

// times returns the intended send times of the operations of a run of
// length d, as offsets from its start.
func (r rateSchedule) times(d time.Duration) []time.Duration {
	var t []time.Duration
	for i, p := range r {
		end := d
		if i+1 < len(r) {
			end = min(r[i+1].at, d)
		}
		period := time.Second / time.Duration(p.rate)
		for at := p.at; at < end; at += period {
			t = append(t, at)
		}
	}
	return t
}
