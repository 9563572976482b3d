// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"context"
	"math"
	"sync"
	"time"
)

// A Bucket is a token bucket of CPU nanoseconds. It fills at a rate of
// CPU time per wall time (the limit × GOMAXPROCS: 1.5 admits one and a
// half CPUs' worth of work) and holds at most Burst of fill.
//
// Work acquires a grant before running. A grant is given as soon as the
// bucket's balance is positive, and the whole grant is taken even if
// that leaves the balance negative: the debt delays the next acquirers.
// This lets a grant larger than the bucket's capacity (a 100ms grant at
// a 5% limit of one CPU) through, at the average rate the bucket allows.
// When the work is done it returns what it did not use ([Bucket.Return])
// or pays what it used beyond its grant ([Bucket.Pay]).
//
// A Bucket is safe for concurrent use.
type Bucket struct {
	mu      sync.Mutex
	now     func() int64 // monotonic nanoseconds
	rate    float64      // CPU ns per wall ns
	burst   time.Duration
	tokens  float64 // CPU ns; may be negative
	last    int64   // when tokens was last brought up to date
	changed chan struct{}

	waiting  int  // Acquire calls blocked now
	waited   bool // an Acquire blocked since the last TakeWaited
	granted  int64
	returned int64
	paid     int64
	waitTime int64
	grants   int64
}

// NewBucket returns an empty bucket filling at rate CPU-seconds per
// second and holding at most burst (≤ 1s) of fill. Starting empty, it
// admits work at its rate from the start, with no initial burst.
func NewBucket(rate float64, burst time.Duration) *Bucket {
	return newBucket(rate, burst, monotonic)
}

func newBucket(rate float64, burst time.Duration, now func() int64) *Bucket {
	b := &Bucket{
		now:     now,
		rate:    max(rate, 0),
		burst:   min(max(burst, 0), time.Second),
		last:    now(),
		changed: make(chan struct{}),
	}
	return b
}

// epoch is the origin of monotonic.
var epoch = time.Now()

// monotonic returns nanoseconds on the monotonic clock.
func monotonic() int64 { return int64(time.Since(epoch)) }

func (b *Bucket) capacity() float64 { return b.rate * float64(b.burst) }

// refillLocked adds the fill since the last refill.
func (b *Bucket) refillLocked() int64 {
	now := b.now()
	if d := now - b.last; d > 0 {
		b.tokens = min(b.tokens+b.rate*float64(d), b.capacity())
		b.last = now
	}
	return now
}

// broadcastLocked wakes every blocked Acquire to look again.
func (b *Bucket) broadcastLocked() {
	close(b.changed)
	b.changed = make(chan struct{})
}

// SetRate changes the fill rate, in CPU-seconds per second. Fill up to
// now is added at the old rate; the balance is cut to the new capacity.
func (b *Bucket) SetRate(rate float64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refillLocked()
	b.rate = max(rate, 0)
	b.tokens = min(b.tokens, b.capacity())
	b.broadcastLocked()
}

// Rate returns the fill rate in CPU-seconds per second.
func (b *Bucket) Rate() float64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.rate
}

// Available returns the balance: the CPU time the bucket holds, negative
// while it is in debt.
func (b *Bucket) Available() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refillLocked()
	return time.Duration(math.Floor(b.tokens))
}

// TryAcquire takes a grant of n CPU time if the balance is positive, and
// reports whether it did.
func (b *Bucket) TryAcquire(n time.Duration) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refillLocked()
	return b.takeLocked(n)
}

func (b *Bucket) takeLocked(n time.Duration) bool {
	if b.tokens < 1 { // less than a nanosecond is rounding, not a balance
		return false
	}
	n = max(n, 0) // a negative grant would add tokens past the capacity
	b.tokens -= float64(n)
	b.granted += int64(n)
	b.grants++
	return true
}

// Acquire takes a grant of n CPU time, blocking until the balance is
// positive or ctx is done. It returns ctx's error in the latter case, or
// if ctx is done on entry, having taken nothing.
func (b *Bucket) Acquire(ctx context.Context, n time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	var start int64 = -1
	var timer *time.Timer
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	for {
		b.mu.Lock()
		now := b.refillLocked()
		if b.takeLocked(n) {
			if start >= 0 {
				b.waiting--
				b.waitTime += now - start
				b.waited = true
			}
			b.mu.Unlock()
			return nil
		}
		if start < 0 {
			start = now
			b.waiting++
			b.waited = true
		}
		// Sleep until the debt is paid off at the current rate, or
		// until something changes.
		// An hour at most: a wait too long for a Duration (a tiny
		// rate, a large debt) must not overflow into a negative one,
		// which would make this loop spin.
		wait := time.Hour
		if w := (1 - b.tokens) / b.rate; b.rate > 0 && w < float64(time.Hour) {
			wait = time.Duration(w) + 1
		}
		changed := b.changed
		b.mu.Unlock()

		if timer == nil {
			timer = time.NewTimer(wait)
		} else {
			timer.Reset(wait)
		}
		select {
		case <-timer.C:
		case <-changed:
		case <-ctx.Done():
			b.mu.Lock()
			b.waiting--
			b.waitTime += b.now() - start
			b.waited = true
			b.mu.Unlock()
			return ctx.Err()
		}
	}
}

// Return gives back n CPU time of a grant that was not used.
func (b *Bucket) Return(n time.Duration) {
	if n <= 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refillLocked()
	b.tokens = min(b.tokens+float64(n), b.capacity())
	b.returned += int64(n)
	b.broadcastLocked()
}

// Pay takes n CPU time used beyond a grant, possibly leaving the bucket
// in debt.
func (b *Bucket) Pay(n time.Duration) {
	if n <= 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refillLocked()
	b.tokens -= float64(n)
	b.paid += int64(n)
}

// TakeWaited reports whether any Acquire is blocked now or has blocked
// since the previous call.
func (b *Bucket) TakeWaited() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	w := b.waited || b.waiting > 0
	b.waited = false
	return w
}

// BucketStats are a [Bucket]'s cumulative figures.
type BucketStats struct {
	Grants   int64         // grants given
	Granted  time.Duration // CPU time granted
	Returned time.Duration // CPU time returned unused
	Paid     time.Duration // CPU time used beyond grants
	WaitTime time.Duration // total time Acquire calls spent blocked
	Waiting  int           // Acquire calls blocked now
}

// Used returns the CPU time the work admitted by the bucket used:
// granted − returned + paid.
func (s BucketStats) Used() time.Duration { return s.Granted - s.Returned + s.Paid }

// Stats returns the bucket's cumulative figures.
func (b *Bucket) Stats() BucketStats {
	b.mu.Lock()
	defer b.mu.Unlock()
	return BucketStats{
		Grants:   b.grants,
		Granted:  time.Duration(b.granted),
		Returned: time.Duration(b.returned),
		Paid:     time.Duration(b.paid),
		WaitTime: time.Duration(b.waitTime),
		Waiting:  b.waiting,
	}
}
