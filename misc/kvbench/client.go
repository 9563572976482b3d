// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
	"goyield.dev/harness"
)

// clientOptions configure the client role.
type clientOptions struct {
	addr     string
	workload string
	rate     rateSchedule
	dur      time.Duration
	records  uint64
	seed     uint64
}

// opStats are one operation type's latencies, in nanoseconds, from each
// operation's intended send time to its reply: a summary of those that
// succeeded, with their CDF, and a count of those that failed.
type opStats struct {
	harness.Summary
	Errors int `json:"errors"`
}

// clientStats is what the client reports.
type clientStats struct {
	Read       opStats `json:"read"`
	Update     opStats `json:"update"`
	All        opStats `json:"all"`
	FirstError string  `json:"firstError,omitempty"`
	// P99OverTime holds the p99 of the operations intended in each
	// interval of IntervalNs.
	IntervalNs  int64   `json:"intervalNs"`
	P99OverTime []int64 `json:"p99OverTime"`
	// LateSends counts operations the client itself sent more than 1ms
	// after their intended time: its own scheduling delays, which the
	// latencies include.
	LateSends int `json:"lateSends"`
	// PhaseP99 holds, for a schedule of several rates (-rate), the p99
	// of all operations intended in each of its phases.
	PhaseP99 []int64 `json:"phaseP99,omitempty"`
	// StartMonoNs is the start of the schedule, from which the rate's
	// phases and the operations' intended times count, on
	// CLOCK_MONOTONIC, which the server shares (result.alignSeries).
	StartMonoNs int64 `json:"startMonoNs,omitempty"`
}

// warmConns is how many connections the client opens before it starts.
const warmConns = 128

// maxConns bounds the client's connections, and so the server's file
// descriptors for them: a second's worth at 20,000 ops/s came near the
// 16-CPU VMs' limit of 20,000 descriptors a process, and the server, out of
// them, cannot create Pebble's next WAL, which Pebble answers with a
// panic (that is the likeliest reading of two crashes there at that
// rate). 4096 connections carry a server stalled for 200ms at that rate.
const maxConns = 4096

// poolSize returns the client's connection pool size for a peak rate of
// rate operations per second.
func poolSize(rate int) int {
	return min(max(64, rate), maxConns)
}

// overTimeInterval is clientStats.IntervalNs.
const overTimeInterval = 250 * time.Millisecond

// runClient runs YCSB workload o.workload against the server at o.addr,
// open loop at o.rate's operations per second for o.dur, and prints
// clientStats as JSON.
func runClient(o clientOptions) error {
	w, err := workloadByName(o.workload, o.records)
	if err != nil {
		return err
	}
	// Enough connections that a stalled server does not make the client
	// wait for one: at the rate, a second's worth, which the pool opens
	// as it needs them, up to maxConns. The wait for a connection would
	// count in the latency anyway, since it runs from the intended send
	// time.
	rdb := redis.NewClient(&redis.Options{
		Addr:            o.addr,
		PoolSize:        poolSize(o.rate.max()),
		ReadTimeout:     30 * time.Second,
		WriteTimeout:    30 * time.Second,
		PoolTimeout:     30 * time.Second,
		DisableIdentity: true,
		Protocol:        2,
	})
	defer rdb.Close()
	// Open warmConns connections before the run, concurrently, as a
	// client that has been running for a while has them: dialing a burst
	// of new ones mid-run would measure the server's accept loop.
	ctx := context.Background()
	var warm sync.WaitGroup
	errs := make(chan error, warmConns)
	for range warmConns {
		warm.Go(func() { errs <- rdb.Ping(ctx).Err() })
	}
	warm.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return fmt.Errorf("server at %s: %v", o.addr, err)
		}
	}
	r := rand.New(rand.NewPCG(o.seed, 0x79637362))
	var version atomic.Uint64
	// The schedule starts within microseconds of this (runOpenLoop).
	startMono := harness.MonotonicNow()
	samples := runOpenLoop(ctx, o.rate, o.dur, realClock{}, func() op { return w.next(r) },
		func(ctx context.Context, op op) error {
			key := recordKey(op.key)
			if op.read {
				err := rdb.Do(ctx, "GET", string(key), sentArg()).Err()
				if errors.Is(err, redis.Nil) {
					return fmt.Errorf("record %d (%s) not found", op.key, key)
				}
				return err
			}
			val := make([]byte, recordSize)
			fillRecord(val, op.key, version.Add(1))
			return rdb.Do(ctx, "SET", string(key), string(val), sentArg()).Err()
		})
	st := summarize(samples, o.dur)
	st.StartMonoNs = startMono
	if len(o.rate) > 1 {
		st.PhaseP99 = phaseP99(samples, o.rate)
	}
	b, _ := json.Marshal(st)
	fmt.Println(string(b))
	return nil
}

// sentArg returns the argument that ends each GET and SET the client
// sends: "@" and the send time on CLOCK_MONOTONIC in nanoseconds, which
// the server, on the same machine, subtracts from the time it starts the
// command (srv-wait-p99-ns; see popSent).
func sentArg() string {
	return "@" + strconv.FormatInt(harness.MonotonicNow(), 10)
}

// A sample is one operation's outcome.
type sample struct {
	intended time.Duration // intended send time, from the start
	latency  time.Duration // from the intended send time to the reply
	late     time.Duration // how late the client sent it
	read     bool
	err      error
}

// A clock tells the time and sleeps; tests replace it.
type clock interface {
	Now() time.Time
	SleepUntil(t time.Time)
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// SleepUntil sleeps until t. The runtime's timers wake a sleeper up to
// 1ms late on Linux, where the poller waits in whole milliseconds, which
// would make the client send late and bunch its operations together, so
// the last stretch of each sleep is a precise one (harness.PreciseSleep).
func (realClock) SleepUntil(t time.Time) {
	if d := time.Until(t); d > 2*time.Millisecond {
		time.Sleep(d - 2*time.Millisecond)
	}
	for d := time.Until(t); d > 0; d = time.Until(t) {
		harness.PreciseSleep(d)
	}
}

// runOpenLoop issues the operations of rate's schedule over d, each at
// its intended time, on a goroutine of its own, whatever the earlier
// ones are doing: a slow server cannot slow the client down and so hide
// its latency (coordinated omission). Each operation's latency runs
// from its intended send time, not from when the client got round to
// sending it, so the client's own delays count against the server too,
// as a user would see them. next runs on the dispatching goroutine, do
// on the operation's.
func runOpenLoop(ctx context.Context, rate rateSchedule, d time.Duration, clk clock, next func() op, do func(context.Context, op) error) []sample {
	times := rate.times(d)
	samples := make([]sample, len(times))
	var wg sync.WaitGroup
	start := clk.Now()
	for i, at := range times {
		intended := start.Add(at)
		clk.SleepUntil(intended)
		o := next()
		sent := clk.Now()
		wg.Go(func() {
			err := do(ctx, o)
			end := clk.Now()
			samples[i] = sample{
				intended: intended.Sub(start),
				latency:  end.Sub(intended),
				late:     max(sent.Sub(intended), 0),
				read:     o.read,
				err:      err,
			}
		})
	}
	wg.Wait()
	return samples
}

// phaseP99 returns the p99 latency of the operations intended in each
// phase of rate that succeeded, 0 for a phase without any.
func phaseP99(samples []sample, rate rateSchedule) []int64 {
	p99 := make([]int64, len(rate))
	for i, p := range rate {
		var lat []time.Duration
		for _, s := range samples {
			if s.err == nil && s.intended >= p.at && (i+1 == len(rate) || s.intended < rate[i+1].at) {
				lat = append(lat, s.latency)
			}
		}
		p99[i] = harness.Summarize(lat, false).P99Ns
	}
	return p99
}

// summarize computes clientStats from the samples of a run of length d.
func summarize(samples []sample, d time.Duration) clientStats {
	var st clientStats
	var reads, updates, all []time.Duration
	for _, s := range samples {
		if s.late > time.Millisecond {
			st.LateSends++
		}
		os := &st.Update
		if s.read {
			os = &st.Read
		}
		if s.err != nil {
			os.Errors++
			st.All.Errors++
			if st.FirstError == "" {
				st.FirstError = s.err.Error()
			}
			continue
		}
		if s.read {
			reads = append(reads, s.latency)
		} else {
			updates = append(updates, s.latency)
		}
		all = append(all, s.latency)
	}
	st.Read.Summary = harness.Summarize(reads, true)
	st.Update.Summary = harness.Summarize(updates, true)
	st.All.Summary = harness.Summarize(all, true)

	st.IntervalNs = int64(overTimeInterval)
	buckets := make([][]time.Duration, (d+overTimeInterval-1)/overTimeInterval)
	for _, s := range samples {
		if s.err == nil {
			b := min(int(s.intended/overTimeInterval), len(buckets)-1)
			buckets[b] = append(buckets[b], s.latency)
		}
	}
	for _, b := range buckets {
		var p99 int64
		if len(b) > 0 {
			slices.Sort(b)
			p99 = int64(harness.Quantile(b, 0.99))
		}
		st.P99OverTime = append(st.P99OverTime, p99)
	}
	return st
}
