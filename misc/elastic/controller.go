// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"context"
	"runtime"
	"sync"
	"time"
)

// A Controller admits elastic work at a CPU utilization limit that it
// adjusts, once per tick, from the process's scheduling latency: see
// [Law] and [Config.Next] for the control laws. The limit is a fraction of
// GOMAXPROCS, enforced by a [Bucket] that fills at limit × GOMAXPROCS
// CPU-seconds per second.
//
// The limit changes only while [Controller.Run] runs; without it, the
// controller admits work at its initial limit.
type Controller struct {
	cfg     Config
	sampler *Sampler
	bucket  *Bucket
	cpu     func() int64 // running time of the calling goroutine, ns

	mu    sync.Mutex
	limit float64
	p99   time.Duration
	procs int
	ticks int64
}

// New returns a Controller configured by cfg, or an error naming the
// first field out of range.
func New(cfg Config) (*Controller, error) {
	cfg = cfg.withDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	procs := runtime.GOMAXPROCS(0)
	return &Controller{
		cfg:     cfg,
		sampler: NewSampler(cfg.windowTicks()),
		bucket:  NewBucket(cfg.Initial*float64(procs), cfg.Burst),
		cpu:     func() int64 { return int64(Running()) },
		limit:   cfg.Initial,
		procs:   procs,
	}, nil
}

// Config returns the controller's configuration, with defaults filled in.
func (c *Controller) Config() Config { return c.cfg }

// Bucket returns the token bucket that enforces the limit.
func (c *Controller) Bucket() *Bucket { return c.bucket }

// Run samples scheduling latency and adjusts the limit every tick until
// ctx is done.
func (c *Controller) Run(ctx context.Context) {
	t := time.NewTicker(c.cfg.Tick)
	defer t.Stop()
	c.sampler.Read()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			c.sampler.Read()
			c.Tick()
		}
	}
}

// Tick applies the control law once, to the sampler's current p99 and to
// whether elastic work waited for tokens since the previous tick, and
// sets the bucket's fill rate from the new limit and the current
// GOMAXPROCS. [Controller.Run] calls it after each sample; call it
// directly only to drive a controller by hand.
func (c *Controller) Tick() {
	// A quantile is 0 where nothing waited to run.
	p99, _ := c.sampler.Quantile(0.99)
	tickP99, _ := c.sampler.LastQuantile(0.99)
	waiting := c.bucket.TakeWaited()
	procs := runtime.GOMAXPROCS(0)

	c.mu.Lock()
	c.limit = c.cfg.Next(c.limit, Inputs{P99: p99, TickP99: tickP99, Waiting: waiting})
	c.p99 = p99
	c.procs = procs
	c.ticks++
	limit := c.limit
	c.mu.Unlock()

	c.bucket.SetRate(limit * float64(procs))
}

// Sampler returns the controller's scheduling-latency sampler.
func (c *Controller) Sampler() *Sampler { return c.sampler }

// Limit returns the current limit, a fraction of GOMAXPROCS.
func (c *Controller) Limit() float64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.limit
}

// Stats are the figures an operator graphs: a [Controller]'s state and
// its bucket's cumulative counters.
type Stats struct {
	Limit      float64       // CPU limit for elastic work, fraction of GOMAXPROCS
	GOMAXPROCS int           // as of the last tick
	P99        time.Duration // scheduling-latency p99 over the window, as of the last tick
	Target     time.Duration // the p99 the controller aims at
	Ticks      int64         // ticks so far
	Fork       bool          // built with runtime.Yield and runtime.Grunningnanos
	BucketStats
}

// Stats returns the controller's current figures.
func (c *Controller) Stats() Stats {
	c.mu.Lock()
	s := Stats{
		Limit:      c.limit,
		GOMAXPROCS: c.procs,
		P99:        c.p99,
		Target:     c.cfg.Target,
		Ticks:      c.ticks,
		Fork:       Fork,
	}
	c.mu.Unlock()
	s.BucketStats = c.bucket.Stats()
	return s
}

// clampGrant bounds a requested grant to [MinGrant, MaxGrant]; zero asks
// for MaxGrant.
func clampGrant(d time.Duration) time.Duration {
	if d == 0 {
		return MaxGrant
	}
	return min(max(d, MinGrant), MaxGrant)
}

// Admit blocks until the controller grants the calling goroutine the CPU
// time grant (clamped to [MinGrant, MaxGrant]; zero means MaxGrant), or
// until ctx is done. The returned [Handle] measures the goroutine's
// running time against the grant; the goroutine must call its Close when
// done, and must not hand it to another goroutine.
func (c *Controller) Admit(ctx context.Context, grant time.Duration) (*Handle, error) {
	grant = clampGrant(grant)
	if err := c.bucket.Acquire(ctx, grant); err != nil {
		return nil, err
	}
	return c.newHandle(grant), nil
}
