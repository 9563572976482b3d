// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"goyield.dev/harness"
)

// soloCfg names the runs of the background alone, with no foreground,
// that the background's relative throughput is measured against.
const soloCfg = "bg-solo"

// step is one run of the plan.
type step struct {
	src, cfg string
	run      int
}

// plan returns the runs to do: for each of count rounds, the background
// alone, then every source under every configuration. Rounds are the
// outer loop so that slow drifts of the machine spread evenly.
func plan(o *options) []step {
	var steps []step
	for run := 1; run <= o.count; run++ {
		steps = append(steps, step{"", soloCfg, run})
		for _, src := range o.sources {
			for _, cfg := range o.configs {
				steps = append(steps, step{src, cfg, run})
			}
		}
	}
	return steps
}

// runAll runs the plan, writes the reports, and prints the summary to w.
func runAll(ctx context.Context, o *options, w io.Writer) error {
	runtime.GOMAXPROCS(o.procs)
	if err := os.MkdirAll(o.out, 0o777); err != nil {
		return err
	}
	progress := io.Writer(os.Stderr)
	if o.quiet {
		progress = io.Discard
	}
	calibrate(o.chunk)
	steps := plan(o)
	perStep := o.warmup + o.dur
	fmt.Fprintf(progress, "yieldbench: %s, %s\n", runtime.Version(), toolchainNote())
	fmt.Fprintf(progress, "yieldbench: GOMAXPROCS=%d, %d usable CPUs, %d background goroutines, chunk %v (%d spins)\n",
		o.procs, harness.UsableCPUs(o.procs), 2*o.procs, o.chunk, spinsPerChunk)
	fmt.Fprintf(progress, "yieldbench: %d runs of %v, about %v in all; results in %s\n",
		len(steps), perStep, (time.Duration(len(steps)) * perStep).Round(time.Second), o.out)

	var results []*result
	begin := time.Now()
	for i, s := range steps {
		name := "background alone"
		if s.src != "" {
			name = "src=" + s.src + " cfg=" + s.cfg
		}
		fmt.Fprintf(progress, "[%*d/%d] %-32s run %d/%d ... ", len(fmt.Sprint(len(steps))), i+1, len(steps), name, s.run, o.count)
		r, err := runOne(ctx, o, s.src, s.cfg, s.run)
		if err != nil {
			fmt.Fprintln(progress, "failed")
			return fmt.Errorf("src=%s cfg=%s run %d: %w", s.src, s.cfg, s.run, err)
		}
		results = append(results, r)
		left := time.Since(begin) / time.Duration(i+1) * time.Duration(len(steps)-i-1)
		fmt.Fprintf(progress, "%s (%v left)\n", brief(r), left.Round(time.Second))
	}
	return writeReports(o, results, w)
}

// brief is one run's headline figures, for progress lines.
func brief(r *result) string {
	s := fmt.Sprintf("cpu %3.0f%%", 100*r.util)
	if r.cfg != "fg-only" {
		s += fmt.Sprintf(", bg %6.0fk chunks/s", float64(r.chunks)/r.elapsed.Seconds()/1e3)
	}
	if len(r.samples) > 0 {
		h := latencyHist(r.samples)
		s += fmt.Sprintf(", fg p50 %v p99 %v", fmtNs(h.ValueAtQuantile(50)), fmtNs(h.ValueAtQuantile(99)))
	}
	s += fmt.Sprintf(", sched p99 %v", fmtNs(int64(r.schedP99*1e9)))
	return s
}

// fmtNs formats nanoseconds with three significant digits.
func fmtNs(ns int64) string {
	d := time.Duration(ns)
	switch {
	case d >= time.Second:
		return fmt.Sprintf("%.3gs", d.Seconds())
	case d >= time.Millisecond:
		return fmt.Sprintf("%.3gms", float64(d)/1e6)
	case d >= time.Microsecond:
		return fmt.Sprintf("%.3gµs", float64(d)/1e3)
	}
	return fmt.Sprintf("%dns", ns)
}
