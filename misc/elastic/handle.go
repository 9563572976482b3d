// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"context"
	"runtime"
	"time"
)

const (
	// checkEvery is the CPU time a Handle aims to let pass between
	// reads of the running-time clock.
	checkEvery = int64(time.Millisecond)

	// maxSkip bounds the calls a Handle skips between clock reads.
	maxSkip = 1 << 24
)

// A Handle is one grant of CPU time to one goroutine, from
// [Controller.Admit]. It measures the goroutine's running time ([Running])
// against the grant. A Handle is not safe for concurrent use and must
// stay with the goroutine that was admitted.
type Handle struct {
	c       *Controller
	granted int64 // CPU ns
	start   int64 // running time at admission
	last    int64 // running time at the last clock read
	used    int64 // running time used as of the last clock read
	skip    int   // calls skipped between the last two clock reads
	left    int   // calls to skip before the next clock read
	reads   int64 // clock reads
	calls   int64 // OverLimit calls
	closed  bool
}

func (c *Controller) newHandle(grant time.Duration) *Handle {
	now := c.cpu()
	return &Handle{c: c, granted: int64(grant), start: now, last: now}
}

// OverLimit reports whether the goroutine has used up its grant and, if
// so, by how much it overran it. It is meant for tight loops: most calls
// only decrement a counter. About once per millisecond of CPU it reads
// the clock, and from the calls and CPU time since the previous read it
// estimates how many calls to skip before the next, aiming at one read
// per millisecond, or sooner when less than that is left of the grant.
// The estimate may double at each read but falls at once, so a loop that
// slows down is caught at its next read. A loop that speeds up reads the
// clock more often than needed for a few reads.
//
// The overrun is the CPU time used beyond the grant when OverLimit
// reports true, and zero otherwise. Overruns are paid by [Handle.Close].
func (h *Handle) OverLimit() (bool, time.Duration) {
	h.calls++
	if h.left > 0 {
		h.left--
		return false, 0
	}
	over, overrun := h.read()
	return over, overrun
}

// read reads the clock and updates the skip estimate.
func (h *Handle) read() (bool, time.Duration) {
	now := h.c.cpu()
	h.reads++
	calls := int64(h.skip) + 1
	elapsed := now - h.last
	h.last = now
	h.used = now - h.start
	remaining := h.granted - h.used
	if remaining <= 0 {
		h.skip, h.left = 0, 0
		return true, time.Duration(-remaining)
	}
	target := min(checkEvery, remaining)
	next := 2*int64(h.skip) + 1 // grow at most 2× a read
	if elapsed > 0 {
		next = min(next, calls*target/elapsed-1)
	}
	h.skip = int(min(max(next, 0), maxSkip))
	h.left = h.skip
	return false, 0
}

// Used returns the running time the goroutine has used since admission,
// as of the last clock read.
func (h *Handle) Used() time.Duration { return time.Duration(h.used) }

// Granted returns the CPU time granted.
func (h *Handle) Granted() time.Duration { return time.Duration(h.granted) }

// Close ends the grant: it measures the running time used, returns what
// was not used to the bucket or pays what was used beyond it, and returns
// the CPU time used. Calls after the first do nothing and return 0.
func (h *Handle) Close() time.Duration {
	if h.closed {
		return 0
	}
	h.closed = true
	h.used = h.c.cpu() - h.start
	if d := h.granted - h.used; d > 0 {
		h.c.bucket.Return(time.Duration(d))
	} else {
		h.c.bucket.Pay(time.Duration(-d))
	}
	return time.Duration(h.used)
}

// PacerOptions configure a [Pacer].
type PacerOptions struct {
	// Grant is the CPU time the pacer asks for at each admission,
	// clamped to [MinGrant, MaxGrant]. Zero means MaxGrant.
	Grant time.Duration

	// NoYield stops the pacer from calling [Yield] in Pace, leaving
	// the controller alone to protect latency. For comparisons.
	NoYield bool

	// Background runs the paced goroutine as background work
	// ([SetBackground]) from its first Pace until Close, which restores
	// its previous setting: it then runs only on spare capacity and is
	// preempted for other work within microseconds even between calls
	// to Pace, so work with long stretches between them (a library
	// call, a large sort) does not hold up foreground work. Pace still
	// yields as usual unless NoYield is set. With the stock toolchain,
	// where SetBackground does nothing, it has no effect.
	Background bool
}

// A Pacer paces CPU-bound elastic work that must run to completion. The
// work calls Pace every iteration of its loop and Close when done. Pace
// yields to waiting goroutines ([Yield]) and, when the current grant is
// used up, closes it and blocks until the controller admits the work
// again. A Pacer is not safe for concurrent use and must stay with one
// goroutine.
type Pacer struct {
	c    *Controller
	opts PacerOptions
	h    *Handle

	yields    int64
	held      time.Duration
	admission int64

	bg     bool // the goroutine was made background work
	bgPrev bool // its setting before that
}

// NewPacer returns a Pacer for work admitted by c. It asks for its first
// grant at its first Pace.
func (c *Controller) NewPacer(opts PacerOptions) *Pacer {
	opts.Grant = clampGrant(opts.Grant)
	return &Pacer{c: c, opts: opts}
}

// Pace is called every iteration of the paced loop. It yields to any
// goroutine waiting to run and, when the grant is used up, re-admits the
// work, blocking until the controller grants more CPU time or ctx is
// done, in which case it returns ctx's error.
//
// With the stock toolchain, where [Yield] does nothing, Pace calls
// runtime.Gosched instead, but only when it reads the clock (about once
// per millisecond of work).
func (p *Pacer) Pace(ctx context.Context) error {
	if p.opts.Background && !p.bg {
		p.bgPrev = SetBackground(true)
		p.bg = true
	}
	if Fork && !p.opts.NoYield {
		if held := Yield(); held != 0 {
			p.yields++
			p.held += held
		}
	}
	if p.h != nil {
		if p.h.left > 0 { // OverLimit's fast path, inlined by hand
			p.h.calls++
			p.h.left--
			return nil
		}
		over, _ := p.h.read()
		if !Fork && !p.opts.NoYield {
			runtime.Gosched()
		}
		if !over {
			return nil
		}
		p.h.Close()
		p.h = nil
	}
	h, err := p.c.Admit(ctx, p.opts.Grant)
	if err != nil {
		return err
	}
	p.h = h
	p.admission++
	return nil
}

// Close returns the unused part of the current grant, if any, and, with
// the Background option, restores the goroutine's background setting.
// It must be called on the goroutine that called Pace.
func (p *Pacer) Close() {
	if p.h != nil {
		p.h.Close()
		p.h = nil
	}
	if p.bg {
		SetBackground(p.bgPrev)
		p.bg = false
	}
}

// PacerStats are a [Pacer]'s cumulative figures.
type PacerStats struct {
	Admissions int64         // grants obtained
	Yields     int64         // calls to Yield that stepped aside
	Held       time.Duration // time Yield held the goroutine aside
}

// Stats returns the pacer's cumulative figures.
func (p *Pacer) Stats() PacerStats {
	return PacerStats{Admissions: p.admission, Yields: p.yields, Held: p.held}
}
