// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Yieldbench measures how much CPU-bound background work costs the
// latency of foreground work, under named configurations, and writes
// the results as benchstat input and as figures.
//
// Usage:
//
//	yieldbench [flags]                run the configurations with this build
//	yieldbench -ab [flags]            build yieldbench with the goyield and
//	                                  the stock toolchain, run both, compare
//	                                  them
//	yieldbench -ab -build DIR         build those binaries (and benchstat)
//	                                  into DIR, and exit
//	DIR/yieldbench-stock -bins DIR    run them, on a machine without Go
//
// Yieldbench runs in one process, beside the tcp source's client: pin
// both with taskset, and set their GOMAXPROCS with -procs.
//
// # Configurations
//
// The background is 2×GOMAXPROCS goroutines doing CPU-bound work in
// chunks of about 5µs (-chunk). Between chunks it steps aside, or not,
// according to the configuration:
//
//	fg-only        no background, for reference
//	spin           never steps aside
//	gosched        calls runtime.Gosched after every chunk
//	yield          calls runtime.Yield after every chunk
//	elastic        is paced by an elastic.Controller, without yielding
//	elastic-yield  is paced by an elastic.Controller and calls Yield
//	background     runs as background work (runtime.SetBackground), in
//	               chunks of 400×-chunk (2ms) without yield points: the
//	               runtime preempts it whenever other work waits
//	sched-idle     never steps aside, on threads the kernel runs only
//	               when nothing else wants the CPU (SCHED_IDLE)
//
// Built by a stock toolchain, runtime.Yield, runtime.SetBackground and
// runtime.Grunningnanos do not exist: yield, background and elastic-yield
// then use the elastic package's fallbacks (Yield and SetBackground do
// nothing, a Pacer calls Gosched about once per millisecond of work,
// grants are measured in wall time). The output says so.
//
// # Foreground
//
// The foreground requests arrive three ways (-sources):
//
//	handoff  the background hands a request to a waiting handler
//	         goroutine every 20 chunks it does (a goroutine working in
//	         chunks does, in fg-only); the latency is from the send to
//	         the handler running.
//	timer    a goroutine sleeps for -interval; the latency is how much
//	         longer than that it slept.
//	lock     a goroutine takes a sync.Mutex every -interval that one of
//	         the background goroutines holds for 200 of every 400
//	         chunks it does, about 1ms at a time (a goroutine working in
//	         chunks does, in fg-only); the latency is the wait for the
//	         mutex. This is background work that steps aside while it
//	         holds a lock: stepping aside must not hold up the lock's
//	         waiters.
//	tcp      a separate client process sends a request over loopback
//	         TCP every -interval, whether or not replies come back (open
//	         loop, so a slow server cannot hide its latency). Each
//	         request carries its send time on CLOCK_MONOTONIC, which
//	         both processes share, and the latency is taken at the
//	         server when its handler reads the request: the client's
//	         own scheduling delays are left out.
//
// # Output
//
// For every source, configuration and run (-count), yieldbench reports
// the foreground p50, p99 and p99.9, the process's scheduling-latency
// p99 (runtime/metrics), the background's throughput in chunks per
// second, absolute and relative to the background running alone, the
// process's CPU utilization (getrusage), and for the elastic
// configurations the controller's mean limit. Into -out it writes
//
//	results.txt                benchstat input, one line per run
//	summary.txt                the table printed at the end
//	latency-over-time-SRC.png  p99 latency per 100ms window over a run
//	latency-cdf-SRC.png        latency CDF per configuration
//	limit-over-time.png        the elastic controller's limit over time
//	limit.csv                  the same, as numbers
//
// With -ab it builds itself with both toolchains, runs each with the
// same flags into -out/fork and -out/stock, and compares the two with
// benchstat into -out/benchstat.txt; -bins does the same with the
// builds, and benchstat, that -ab -build wrote.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"goyield.dev/elastic"
	"goyield.dev/harness"
)

// allConfigs and allSources are the names the flags accept, in the
// order runs and reports use.
var (
	allConfigs = []string{"fg-only", "spin", "gosched", "yield", "background", "elastic", "elastic-yield", "sched-idle"}
	allSources = []string{"handoff", "timer", "tcp", "lock"}
)

// options are the validated flags.
type options struct {
	dur      time.Duration
	warmup   time.Duration
	count    int
	configs  []string
	sources  []string
	chunk    time.Duration
	interval time.Duration
	procs    int
	out      string
	fig      string
	elastic  elastic.Config
	quiet    bool

	build harness.BuildFlags

	set [][2]string // the flags set on the command line, name and value
}

func main() {
	if addr := os.Getenv(clientEnv); addr != "" {
		if err := runClient(addr); err != nil {
			fmt.Fprintf(os.Stderr, "yieldbench client: %v\n", err)
			os.Exit(1)
		}
		return
	}
	opts, err := parseFlags(os.Args[1:])
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		fmt.Fprintf(os.Stderr, "yieldbench: %v\n", err)
		fmt.Fprintf(os.Stderr, "run 'yieldbench -h' for usage\n")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if opts.build.AB || opts.build.Bins != "" {
		err = runAB(ctx, opts)
	} else {
		err = runAll(ctx, opts, os.Stdout)
	}
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintln(os.Stderr, "yieldbench: interrupted; child processes stopped")
			os.Exit(130)
		}
		fmt.Fprintf(os.Stderr, "yieldbench: %v\n", err)
		os.Exit(1)
	}
}

// parseFlags parses and validates the command line.
func parseFlags(args []string) (*options, error) {
	fs := flag.NewFlagSet("yieldbench", flag.ContinueOnError)
	o := &options{}
	var configs, sources string
	var target time.Duration
	var delta, initial, lo, hi float64
	fs.DurationVar(&o.dur, "d", 5*time.Second, "how long each run measures, 500ms to 10m")
	fs.DurationVar(&o.warmup, "warmup", 250*time.Millisecond, "how long each run runs before it measures, 0 to 10s")
	fs.IntVar(&o.count, "count", 1, "runs of each configuration, 1 to 100")
	fs.StringVar(&configs, "configs", strings.Join(allConfigs, ","), "comma-separated configurations: "+strings.Join(allConfigs, ", "))
	fs.StringVar(&sources, "sources", strings.Join(allSources, ","), "comma-separated foreground sources: "+strings.Join(allSources, ", "))
	fs.DurationVar(&o.chunk, "chunk", 5*time.Microsecond, "CPU time of one chunk of background work, 1µs to 1ms")
	fs.DurationVar(&o.interval, "interval", time.Millisecond, "interval between timer and tcp requests, 50µs to 1s")
	fs.IntVar(&o.procs, "procs", runtime.GOMAXPROCS(0), "GOMAXPROCS, 1 to 1024")
	fs.StringVar(&o.out, "out", "yieldbench-out", "directory to write results and figures into")
	fs.StringVar(&o.fig, "fig", "png", "figure format: png or svg")
	fs.DurationVar(&target, "target", elastic.DefaultTarget, "elastic: scheduling-latency p99 target")
	fs.Float64Var(&delta, "delta", 0.005, "elastic: limit step per 100ms tick (the package default, 0.0001, is too slow for runs of seconds)")
	fs.Float64Var(&initial, "initial", elastic.DefaultMax, "elastic: initial limit, a fraction of GOMAXPROCS")
	fs.Float64Var(&lo, "min", elastic.DefaultMin, "elastic: lowest limit")
	fs.Float64Var(&hi, "max", elastic.DefaultMax, "elastic: highest limit")
	fs.BoolVar(&o.quiet, "q", false, "print only the summary, not progress")
	o.build.Register(fs, "yieldbench", false)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: yieldbench [flags]\n\nRuns background work beside foreground requests under named configurations\nand reports foreground latency, scheduling latency, background throughput\nand CPU utilization. See 'go doc goyield.dev/elastic/cmd/yieldbench'.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	fs.Visit(func(f *flag.Flag) { o.set = append(o.set, [2]string{f.Name, f.Value.String()}) })
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q: all settings are flags", fs.Arg(0))
	}
	var err error
	if o.configs, err = parseList("-configs", configs, allConfigs); err != nil {
		return nil, err
	}
	if o.sources, err = parseList("-sources", sources, allSources); err != nil {
		return nil, err
	}
	switch {
	case o.dur < 500*time.Millisecond || o.dur > 10*time.Minute:
		return nil, fmt.Errorf("-d %v: must be between 500ms and 10m", o.dur)
	case o.warmup < 0 || o.warmup > 10*time.Second:
		return nil, fmt.Errorf("-warmup %v: must be between 0 and 10s", o.warmup)
	case o.count < 1 || o.count > 100:
		return nil, fmt.Errorf("-count %d: must be between 1 and 100", o.count)
	case o.chunk < time.Microsecond || o.chunk > time.Millisecond:
		return nil, fmt.Errorf("-chunk %v: must be between 1µs and 1ms", o.chunk)
	case o.interval < 50*time.Microsecond || o.interval > time.Second:
		return nil, fmt.Errorf("-interval %v: must be between 50µs and 1s", o.interval)
	case o.procs < 1 || o.procs > 1024:
		return nil, fmt.Errorf("-procs %d: must be between 1 and 1024", o.procs)
	case o.fig != "png" && o.fig != "svg":
		return nil, fmt.Errorf("-fig %q: must be png or svg", o.fig)
	case o.out == "":
		return nil, fmt.Errorf("-out: must name a directory")
	case target <= 0:
		return nil, fmt.Errorf("-target %v: must be positive", target)
	case target < time.Microsecond:
		return nil, fmt.Errorf("-target %v: must be at least 1µs", target)
	case delta <= 0 || delta > 1:
		return nil, fmt.Errorf("-delta %v: must be in (0, 1]", delta)
	// elastic.Config would take a zero for its default: reject it here.
	case !(lo > 0 && lo <= 1):
		return nil, fmt.Errorf("-min %v: must be in (0, 1]", lo)
	case !(hi > 0 && hi <= 1):
		return nil, fmt.Errorf("-max %v: must be in (0, 1]", hi)
	case !(initial > 0 && initial <= 1):
		return nil, fmt.Errorf("-initial %v: must be in (0, 1]", initial)
	}
	if err := o.build.Check(); err != nil {
		return nil, err
	}
	o.elastic = elastic.Config{
		// CockroachDB's law, with faster constants for runs of
		// seconds, in both elastic configurations, as the harness's
		// results are measured (kvbench measures LawFill).
		Law:      elastic.LawConservative,
		Target:   target,
		Delta:    delta,
		Min:      lo,
		Max:      hi,
		Initial:  initial,
		Inactive: min(lo+0.005, hi),
	}
	if _, err := elastic.New(o.elastic); err != nil {
		msg := strings.TrimPrefix(err.Error(), "elastic: ")
		return nil, fmt.Errorf("elastic controller flags (-initial, -min, -max): %s", msg)
	}
	return o, nil
}

// parseList splits a comma-separated list and checks every name is one
// of known, returning them in known's order.
func parseList(flagName, s string, known []string) ([]string, error) {
	var names []string
	for _, n := range strings.Split(s, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if !slices.Contains(known, n) {
			return nil, fmt.Errorf("%s: unknown name %q (known: %s)", flagName, n, strings.Join(known, ", "))
		}
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: empty list (known: %s)", flagName, strings.Join(known, ", "))
	}
	slices.SortFunc(names, func(a, b string) int { return slices.Index(known, a) - slices.Index(known, b) })
	return names, nil
}

// toolchainNote describes how this binary's toolchain runs the
// configurations that need the goyield runtime.
func toolchainNote() string {
	if elastic.Fork {
		return "goyield: runtime.Yield, runtime.SetBackground and runtime.Grunningnanos in use"
	}
	return "stock: runtime.Yield, runtime.SetBackground and runtime.Grunningnanos unavailable; yield, background " +
		"and elastic-yield use elastic's fallbacks (Yield and SetBackground are no-ops, Pacer calls Gosched " +
		"about once per ms, grants count wall time)"
}
