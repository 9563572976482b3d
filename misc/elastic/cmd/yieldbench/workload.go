// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"

	"goyield.dev/elastic"
	"goyield.dev/harness"
)

// handoffEvery is how many background chunks go between handoff
// requests.
const handoffEvery = 20

// lockChunks is how many chunks the lock source's holder does with the
// mutex held, then without it.
const lockChunks = 200

// spinsPerChunk is how many iterations of spin make one chunk; set by
// calibrate.
var spinsPerChunk = 1

// spin does n iterations of a dependent multiply-add, which the
// compiler cannot elide or vectorize, and returns the result.
func spin(x uint64, n int) uint64 {
	for range n {
		x = x*6364136223846793005 + 1442695040888963407
	}
	return x
}

// sink keeps spin's results alive.
var sink atomic.Uint64

// calibrate sets spinsPerChunk so that one chunk takes about d of CPU,
// from the fastest of several timed trials.
func calibrate(d time.Duration) {
	const n = 1 << 16
	best := time.Duration(1 << 62)
	x := uint64(1)
	for range 20 {
		start := time.Now()
		x = spin(x, n)
		best = min(best, time.Since(start))
	}
	sink.Store(x)
	spinsPerChunk = max(1, int(float64(n)*float64(d)/float64(max(best, 1))))
}

// sample is one foreground request: when it was recorded, relative to
// the start of the measurement, and how long it waited.
type sample struct {
	at, lat int64 // ns
}

// recorder collects the samples of one foreground source. Only the
// source's handler goroutine records.
type recorder struct {
	start   time.Time // samples before it are warm-up, dropped
	samples []sample
}

func (r *recorder) record(now time.Time, lat time.Duration) {
	at := now.Sub(r.start)
	if at < 0 {
		return
	}
	r.samples = append(r.samples, sample{int64(at), int64(max(lat, 0))})
}

// limitPoint is the elastic controller's state at one moment of a run.
type limitPoint struct {
	at    time.Duration // since the start of the measurement
	limit float64
	p99   time.Duration
}

// result is the measurement of one run.
type result struct {
	src, cfg string
	run      int
	samples  []sample
	elapsed  time.Duration // of the measurement
	chunks   int64         // background chunks done while measuring
	schedP99 float64       // seconds
	cpu      time.Duration // process CPU time while measuring
	util     float64       // cpu / (elapsed × usable CPUs)
	limits   []limitPoint
	admitted time.Duration // CPU time granted to elastic work, net of returns
}

// stepAside is what background work does between chunks.
type stepAside int

const (
	none stepAside = iota
	gosched
	yield
	bgClass // runs as background work, in long chunks, never yielding
)

func stepFor(cfg string) stepAside {
	switch cfg {
	case "gosched":
		return gosched
	case "yield", "elastic-yield":
		return yield
	case "background":
		return bgClass
	}
	return none
}

// longChunk is how many chunks the background configuration does at a
// stretch, with no call in between: 2ms at the default -chunk.
const longChunk = 400

// background runs chunks of work until stop is set, stepping aside after
// each as step says, and returns the result of the work. With a lock
// holder h, it takes and releases h's mutex as h says before each chunk.
//
// Each way of stepping aside has a loop of its own, so that the loops of
// the configurations that never yield contain no call to Yield, not even
// one that is never taken: they must compile to the same code with the
// goyield and the stock toolchain. A shared loop that switched on step
// after every chunk did not. Built by goyield, the switch holds the
// inlined body of runtime.Yield, is too costly to inline, and became a
// call after every chunk; built by stock Go it was inlined away. The
// call's stack check let the background notice sysmon's preemption
// requests within one chunk instead of at the preemption signal, and
// that turned the spin configuration's tcp p99 from about 45ms into
// 150-600ms (issue 12). TestBackgroundSameCode checks that the loop
// stays the same.
func background(stop *atomic.Bool, c *counter, x uint64, h *lockHolder, afterChunk func(), step stepAside) uint64 {
	if h != nil {
		// The lock source's holder calls beforeChunk, and so
		// checks its stack, before every chunk, whatever the
		// configuration and the toolchain. The other goroutines
		// must not: they run the loops below. In the background
		// configuration it is background work, in chunks of the
		// usual length.
		if step == bgClass {
			defer elastic.SetBackground(elastic.SetBackground(true))
		}
		for !stop.Load() {
			h.beforeChunk()
			x = spin(x, spinsPerChunk)
			c.n.Add(1)
			afterChunk()
			switch step {
			case gosched:
				runtime.Gosched()
			case yield:
				elastic.Yield()
			}
		}
		return x
	}
	switch step {
	case gosched:
		for !stop.Load() {
			x = spin(x, spinsPerChunk)
			c.n.Add(1)
			afterChunk()
			runtime.Gosched()
		}
	case yield:
		for !stop.Load() {
			x = spin(x, spinsPerChunk)
			c.n.Add(1)
			afterChunk()
			elastic.Yield()
		}
	case bgClass:
		x = backgroundClassLoop(stop, c, x, afterChunk)
	default:
		x = noYieldLoop(stop, c, x, afterChunk)
	}
	return x
}

// backgroundClassLoop is background's loop for the background
// configuration: the goroutine is background work (runtime.SetBackground)
// and runs longChunk chunks at a stretch, without calls, never yielding.
// Only the runtime's preemption can make it step aside. Built by the stock
// toolchain, SetBackground does nothing, and this is spin with long
// chunks.
//
//go:noinline
func backgroundClassLoop(stop *atomic.Bool, c *counter, x uint64, afterChunk func()) uint64 {
	defer elastic.SetBackground(elastic.SetBackground(true))
	for !stop.Load() {
		x = spin(x, spinsPerChunk*longChunk)
		c.n.Add(longChunk)
		for range longChunk / handoffEvery {
			afterChunk()
		}
	}
	return x
}

// noYieldLoop is background's loop for the configurations that do not
// step aside. It is not inlined, so that TestBackgroundSameCode can find
// it and compare the code each toolchain makes of it.
//
//go:noinline
func noYieldLoop(stop *atomic.Bool, c *counter, x uint64, afterChunk func()) uint64 {
	for !stop.Load() {
		x = spin(x, spinsPerChunk)
		c.n.Add(1)
		afterChunk()
	}
	return x
}

// A lockHolder is the lock source's background goroutine: it holds its
// mutex for lockChunks chunks, then does lockChunks without it. Its
// methods do nothing on a nil *lockHolder, which other goroutines have.
type lockHolder struct {
	mu     *sync.Mutex
	n      int
	locked bool
}

// beforeChunk takes or releases the mutex as the next chunk requires.
// It is small enough to be inlined, so that goroutines that are not the
// holder (h is nil) make no call between chunks: a call would give them
// a stack check, and so a preemption point, after every chunk, which the
// configurations must not get from the harness (see background).
func (h *lockHolder) beforeChunk() {
	if h != nil {
		h.turn()
	}
}

// turn is beforeChunk for the holder.
func (h *lockHolder) turn() {
	switch h.n % (2 * lockChunks) {
	case 0:
		h.mu.Lock()
		h.locked = true
	case lockChunks:
		h.mu.Unlock()
		h.locked = false
	}
	h.n++
}

// release releases the mutex if it is held, when the goroutine stops.
func (h *lockHolder) release() {
	if h != nil && h.locked {
		h.mu.Unlock()
		h.locked = false
	}
}

// counter is a per-goroutine chunk counter on its own cache line.
type counter struct {
	n atomic.Int64
	_ [56]byte
}

// runOne measures one configuration with one foreground source ("" for
// the background alone). It returns when the measurement is over and
// every goroutine and process it started has stopped.
func runOne(ctx context.Context, o *options, src, cfg string, run int) (*result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var stop atomic.Bool
	var wg sync.WaitGroup
	defer func() {
		stop.Store(true)
		cancel()
		wg.Wait()
	}()
	errc := make(chan error, 4)
	fail := func(err error) {
		select {
		case errc <- err:
		default:
		}
		cancel()
	}

	var ctl *elastic.Controller
	if cfg == "elastic" || cfg == "elastic-yield" {
		var err error
		if ctl, err = elastic.New(o.elastic); err != nil {
			return nil, err
		}
		wg.Go(func() { ctl.Run(ctx) })
	}

	// The background.
	nbg := 2 * o.procs
	if cfg == "fg-only" {
		nbg = 0
	}
	// With the handoff source, the background hands the requests out:
	// every handoffEvery-th chunk done by any of its goroutines sends
	// one to the handler. With no background, one goroutine working in
	// chunks does.
	var reqs chan time.Time
	var handoffs atomic.Int64
	afterChunk := func() {}
	if src == "handoff" {
		reqs = make(chan time.Time, 1)
		afterChunk = func() {
			if handoffs.Add(1)%handoffEvery == 0 {
				select {
				case reqs <- time.Now():
				default: // the handler is behind: drop
				}
			}
		}
	}
	// With the lock source, the first background goroutine holds mu
	// for lockChunks chunks, then does as many without it.
	var mu sync.Mutex
	holder := func(i int) *lockHolder {
		if src != "lock" || i != 0 {
			return nil
		}
		return &lockHolder{mu: &mu}
	}
	if (src == "handoff" || src == "lock") && nbg == 0 {
		wg.Go(func() {
			h := holder(0)
			defer h.release()
			x := uint64(7)
			for !stop.Load() {
				h.beforeChunk()
				x = spin(x, spinsPerChunk)
				afterChunk()
			}
			sink.Store(x)
		})
	}
	counters := make([]counter, nbg)
	for i := range nbg {
		c := &counters[i]
		wg.Go(func() {
			if cfg == "sched-idle" {
				// The thread ends with the goroutine, still
				// locked, so no other goroutine inherits its
				// policy.
				runtime.LockOSThread()
				if err := setSchedIdle(); err != nil {
					fail(fmt.Errorf("sched-idle: %w", err))
					return
				}
			}
			x := uint64(c.n.Load() + 1)
			defer func() { sink.Store(x) }()
			h := holder(i)
			defer h.release()
			if ctl != nil {
				p := ctl.NewPacer(elastic.PacerOptions{NoYield: cfg == "elastic"})
				defer p.Close()
				for !stop.Load() {
					if p.Pace(ctx) != nil {
						return
					}
					h.beforeChunk()
					x = spin(x, spinsPerChunk)
					c.n.Add(1)
					afterChunk()
				}
				return
			}
			x = background(&stop, c, x, h, afterChunk, stepFor(cfg))
		})
	}
	chunks := func() int64 {
		var n int64
		for i := range counters {
			n += counters[i].n.Load()
		}
		return n
	}

	// The foreground.
	rec := &recorder{start: time.Now().Add(o.warmup)}
	var fgDone sync.WaitGroup
	switch src {
	case "handoff":
		fgDone.Go(func() {
			for {
				select {
				case <-ctx.Done():
					return
				case sent := <-reqs:
					now := time.Now()
					rec.record(now, now.Sub(sent))
				}
			}
		})
	case "timer":
		fgDone.Go(func() {
			for ctx.Err() == nil {
				start := time.Now()
				time.Sleep(o.interval)
				now := time.Now()
				rec.record(now, now.Sub(start)-o.interval)
			}
		})
	case "lock":
		fgDone.Go(func() {
			for ctx.Err() == nil {
				time.Sleep(o.interval)
				start := time.Now()
				mu.Lock()
				now := time.Now()
				mu.Unlock()
				rec.record(now, now.Sub(start))
			}
		})
	case "tcp":
		srv, err := startTCP(ctx, o.interval, o.warmup+o.dur+time.Second, rec)
		if err != nil {
			return nil, err
		}
		fgDone.Go(func() {
			if err := srv.wait(); err != nil && ctx.Err() == nil {
				fail(err)
			}
		})
	}
	defer fgDone.Wait()

	var limits []limitPoint
	var limitsDone sync.WaitGroup
	if ctl != nil {
		limitsDone.Go(func() {
			t := time.NewTicker(100 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case now := <-t.C:
					if at := now.Sub(rec.start); at >= 0 {
						st := ctl.Stats()
						limits = append(limits, limitPoint{at, st.Limit, st.P99})
					}
				}
			}
		})
	}

	// Warm up, then measure.
	if err := sleepCtx(ctx, time.Until(rec.start)); err != nil {
		return nil, firstErr(errc, err)
	}
	h0 := readSchedHist()
	cpu0, err := harness.ProcessCPU()
	if err != nil {
		return nil, err
	}
	c0 := chunks()
	var st0 elastic.Stats
	if ctl != nil {
		st0 = ctl.Stats()
	}
	start := time.Now()
	if err := sleepCtx(ctx, o.dur); err != nil {
		return nil, firstErr(errc, err)
	}
	elapsed := time.Since(start)
	c1 := chunks()
	cpu1, err := harness.ProcessCPU()
	if err != nil {
		return nil, err
	}
	h1 := readSchedHist()

	stop.Store(true)
	cancel()
	fgDone.Wait()
	limitsDone.Wait()
	select {
	case err := <-errc:
		return nil, err
	default:
	}

	r := &result{
		src: src, cfg: cfg, run: run,
		samples: rec.samples,
		elapsed: elapsed,
		chunks:  c1 - c0,
		cpu:     cpu1 - cpu0,
		limits:  limits,
	}
	r.util = float64(r.cpu) / (float64(elapsed) * float64(harness.UsableCPUs(o.procs)))
	if p, ok := elastic.WindowQuantile(h0, h1, 0.99); ok {
		r.schedP99 = p
	}
	if ctl != nil {
		st1 := ctl.Stats()
		r.admitted = st1.Granted - st0.Granted - (st1.Returned - st0.Returned)
	}
	// Keep only the samples of the measurement proper.
	end := int64(elapsed)
	for len(r.samples) > 0 && r.samples[len(r.samples)-1].at > end {
		r.samples = r.samples[:len(r.samples)-1]
	}
	return r, nil
}

// readSchedHist returns the runtime's cumulative scheduling-latency
// histogram.
func readSchedHist() *metrics.Float64Histogram {
	s := []metrics.Sample{{Name: elastic.SchedLatencyMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64Histogram {
		return &metrics.Float64Histogram{Buckets: []float64{0, 1}, Counts: []uint64{0}}
	}
	return s[0].Value.Float64Histogram()
}

// sleepCtx sleeps for d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// firstErr prefers an error a goroutine of the run reported over the
// cancellation it caused.
func firstErr(errc chan error, err error) error {
	select {
	case e := <-errc:
		return e
	default:
		return err
	}
}
