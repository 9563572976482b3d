// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Kvbench runs CockroachDB's headline experiment for runtime.Yield on
// its storage engine: a YCSB workload against a Pebble server while a
// CPU-saturating import runs inside the same process, with stock Go and
// with goyield.
//
// Usage:
//
//	kvbench [flags]                run the matrix with this build as the server
//	kvbench -ab [flags]            build the server with the goyield and the
//	                               stock toolchain and run both, interleaved
//	kvbench -ab -build DIR         build those binaries into DIR, and exit
//	DIR/kvbench-stock -bins DIR    run them, on a machine without Go
//
// -ab also builds with -toolchain NAME=GO-COMMAND (another goyield
// checkout, say) and runs that build as toolchain NAME.
//
// # What runs
//
// The server is a process that opens a Pebble DB (github.com/cockroachdb/pebble/v2)
// in a new directory in -dir, by default /dev/shm, a RAM-backed tmpfs
// that keeps disk noise out while files are still written through
// system calls, loads -records YCSB records of 1000 bytes, and serves GET
// and SET over RESP, the Redis protocol (github.com/tidwall/redcon), on
// loopback TCP. A SET is a synced write, acknowledged by Pebble's WAL
// flusher goroutine. (Pebble's in-memory FS keeps each file in one
// growing slice, which appending copies in memmoves of megabytes that
// nothing can preempt, so it is not used.)
//
// A separate client process, go-redis (github.com/redis/go-redis/v9),
// runs YCSB core workload A (50% reads, 50% updates) or B (95/5) with
// zipfian keys, open loop at -rate operations per second (or a schedule
// of rates, such as 1000,5000@5s,1000@10s: 1000 a second, 5000 from 5s
// into the window, then 1000 again from 10s): each operation
// starts at its scheduled time however slow the server is, on a
// goroutine of its own, and its latency runs from that intended time to
// the reply, so that neither a slow server nor a late client hides
// latency (coordinated omission).
//
// Inside the server, an import of the shape of CockroachDB's IMPORT
// runs on 2×GOMAXPROCS goroutines: each generates batches of CSV rows,
// parses them with encoding/csv, time.Parse and encoding/json, encodes
// each row into a primary-index KV and a secondary-index KV, sorts them,
// writes SSTables with Pebble's sstable writer and Snappy compression,
// and ingests them, holding back while L0 is deep as CockroachDB's
// admission control does (see import.go). It runs in one of these modes
// (see -configs):
//
//	plain       ordinary goroutines, as with stock Go
//	yield       ordinary goroutines calling runtime.Yield between rows
//	            and every 64 KVs written
//	background  background goroutines (runtime.SetBackground(true))
//	elastic     misc/elastic's controller and Pacer, which yields at
//	            every Pace: the CockroachDB post's full stack (its
//	            default law: LawFill with goyield, LawConservative,
//	            CockroachDB's own, with stock Go)
//	elastic-noyield
//	            the controller alone, with LawConservative, and a Pacer
//	            that does not yield
//
// # Configurations
//
// -configs chooses among:
//
//	idle               YCSB only
//	import-only        the import, plain, no YCSB
//	import-only-yield  the import, yield, no YCSB
//	plain, yield, background, elastic, elastic-noyield
//	                   the import in that mode, beside YCSB
//
// yield and background, and import-only-yield, run only in the goyield
// build.
//
// # Compactions
//
// -compactions chooses how Pebble's compactions start, and runs every
// configuration with an import under each mode listed:
//
//	pebble      Pebble's own scheduler (the default): a compaction
//	            starts on whichever goroutine finds it due, a flush's,
//	            an ingest's or the previous compaction's, so it is
//	            ordinary work unless that goroutine is background work
//	background  a scheduler (compactions.go) that starts every compaction
//	            on one background goroutine, so that with goyield the
//	            compaction and its writer goroutines inherit the
//	            background class; with stock Go they are ordinary work
//
// This is where CockroachDB plugs Pebble's compactions into its
// admission control. Runs under background get /compactions=background
// in their names.
//
// # CPU layout
//
// The server has GOMAXPROCS=-procs, 2 by default, on the first -procs
// CPUs; the client runs on the CPUs after those, or, if the server
// takes them all, on the server's last CPU: on a 2-CPU machine the
// server has both CPUs and the client CPU 1. The client runs with
// SCHED_FIFO priority when the kernel allows it, so that it runs as soon
// as it wakes, as on a machine of its own, and takes from the server
// only the CPU time it uses, and with GOMAXPROCS the number of its CPUs.
// -server-cpus and -client-cpus place either in taskset's syntax.
// -procs takes a list of sizes, 2,4,8,14 say, to run the matrix at each
// with the client on the same CPUs: a scaling run. -rate should grow with
// the server: at 1000 operations per second a 14-P server is idle.
//
// # Output
//
// Every run prints, and -out/results.txt collects, one benchstat line
// named BenchmarkKV/procs=N/workload=W/config=C/toolchain=T with the client's
// latency percentiles per operation type (read-p50-ns ... update-max-ns,
// of the operations that succeeded), how many failed (failed-ops) and how
// many the client itself sent more than 1ms late (late-ops: on a busy
// machine, a round in which the client fell behind), the
// p99 of the server's own time in GET and SET (srv-get-p99-ns,
// srv-set-p99-ns), the p99 and maximum of the wait from each operation's
// send to its start in the server (srv-wait-p99-ns, srv-wait-max-ns: the
// network, the server's noticing it, and scheduling), the server's CPU
// use as a share of its CPUs
// (cpu-util), the p99 of its /sched/latencies:seconds (sched-p99-ns), the
// import's rows/s and MB/s of SSTables, the share of its goroutines' time
// spent waiting for L0 to drain (held-frac), Pebble's read amplification
// and compaction debt at the end (read-amp, debt-MB), the share of
// compactions run by background goroutines (bg-compactions-frac), how
// long Pebble stalled writes (write-stall-ms), and GC cycles per second
// (gcs/s). With a -rate schedule, it adds each phase's p99
// (phase1-p99-ns, ...), and for a step up and back, the time from the
// step up to the first 250ms sample in which the import's own CPU use
// (with goyield) had fallen halfway from its level before the step to
// its level during it (import-cpu-fall-ms), the same over the samples in
// which no flush or compaction of Pebble's was in progress
// (import-cpu-fall-quiet-ms), and how soon after the step down the
// server was at 85% CPU or more again (cpu-85-after-step-ms: 0 if it was
// at the end of the step; samples that straddle a step count for
// neither); and in each
// phase, the mean of the import's CPU use (phase1-import-cpu, ...) and of
// the number of Pebble's flushes and compactions in progress
// (phase1-pebble-jobs, ...). Compare configurations with, for instance,
//
//	benchstat -col /config -filter '/toolchain:fork /workload:a' results.txt
//
// results.txt's header says what built each binary, the machine's CPUs
// and each size's CPU layout.
//
// At the end it writes summary.txt, a table of medians with a row per
// size and configuration, each configuration's import throughput
// relative to plain goroutines' and Yield's under the same load, how
// long the import took to bring the server to 85% CPU, and each YCSB p99
// and worst operation relative to the idle server's p99 at that size,
// and figures per workload and size: the YCSB p99, the server's CPU use,
// the import goroutines' CPU use (with goyield) and the elastic
// controller's limit per 250ms over time in the first round, and the
// latency CDF of every configuration; and series.json, each run's
// samples per 250ms (CPU use, the controller's limit, the import's CPU
// use, Pebble's jobs in progress) by its benchmark name and round.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"goyield.dev/elastic"
	"goyield.dev/harness"
)

var allConfigs = []string{"idle", "import-only", "import-only-yield", "plain", "yield", "background", "elastic", "elastic-noyield"}

// configMode maps a configuration to the server's import mode and
// whether the client runs.
func configMode(c string) (mode string, ycsb bool) {
	switch c {
	case "idle":
		return "none", true
	case "import-only":
		return "plain", false
	case "import-only-yield":
		return "yield", false
	}
	return c, true
}

// forkOnly reports whether configuration c needs the goyield runtime.
// (The elastic configurations run with stock Go too, where the elastic
// package's Yield does nothing: the controller alone protects the
// foreground.)
func forkOnly(c string) bool {
	mode, _ := configMode(c)
	return mode == "yield" || mode == "background"
}

// program is kvbench, as its builds see it.
var program = harness.Program{Name: "kvbench", Module: "goyield.dev/kvbench", Pkg: ".", Fork: elastic.Fork}

type options struct {
	harness.Flags
	configs, workloads []string
	compactions        []string
	rate               rateSchedule
	records            uint64
	figures            bool
	dbDir              string
}

// defaultDir returns /dev/shm, a RAM-backed tmpfs on Linux, if it is
// there, and the temporary directory otherwise.
func defaultDir() string {
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		return "/dev/shm"
	}
	return os.TempDir()
}

func main() {
	var o options
	o.rate = rateSchedule{{0, 1000}}
	o.Register(flag.CommandLine, harness.Defaults{Name: "kvbench", Module: program.Module, Procs: 2, Dur: 10 * time.Second, Warmup: 2 * time.Second, Toolchains: true})
	configs := flag.String("configs", strings.Join(allConfigs, ","), "configurations: `list` of "+strings.Join(allConfigs, ","))
	workloads := flag.String("workloads", "a,b", "YCSB core workloads: `list` of a,b")
	compactions := flag.String("compactions", "pebble", "how Pebble's compactions start: `list` of "+strings.Join(compactionModes, ",")+"; runs each configuration with an import under each")
	flag.Func("rate", "YCSB operations per second: `N`, or a schedule from the window's start, as in 1000,5000@5s,1000@10s (default 1000)", func(v string) (err error) {
		o.rate, err = parseRate(v)
		return err
	})
	flag.Uint64Var(&o.records, "records", 100_000, "YCSB records loaded before each run")
	flag.BoolVar(&o.figures, "figures", true, "draw the figures")
	flag.StringVar(&o.dbDir, "dir", defaultDir(), "`dir`ectory in which to make each server's Pebble DB directory")
	// The roles' own flags.
	addr := flag.String("addr", "", "internal: the client's server address")
	mode := flag.String("mode", "", "internal: the server's import mode")
	compactionMode := flag.String("compaction-mode", "pebble", "internal: the server's compaction mode")
	seed := flag.Uint64("seed", 1, "internal: the client's random seed")
	harness.Main("kvbench", &o.Flags, map[string]func(context.Context) error{
		"server": func(context.Context) error {
			return runServer(serverOptions{mode: *mode, compactions: *compactionMode, records: o.records, workers: o.NumWorkers(), trace: o.TraceFile, dir: o.dbDir})
		},
		"client": func(context.Context) error {
			return runClient(clientOptions{addr: *addr, workload: *workloads, rate: o.rate, dur: o.Dur, records: o.records, seed: *seed})
		},
		"": func(ctx context.Context) error {
			var err error
			if o.configs, err = harness.ParseList(*configs, allConfigs); err != nil {
				return fmt.Errorf("-configs: %w", err)
			}
			if o.workloads, err = harness.ParseList(strings.ToLower(*workloads), []string{"a", "b"}); err != nil {
				return fmt.Errorf("-workloads: %w", err)
			}
			if o.compactions, err = harness.ParseList(*compactions, compactionModes); err != nil {
				return fmt.Errorf("-compactions: %w", err)
			}
			if err := o.Check(); err != nil {
				return err
			}
			if o.records == 0 {
				return errors.New("-records must be positive")
			}
			return orchestrate(ctx, &o)
		},
	})
}

// A config is one configuration of a run.
type config struct {
	procs       int
	workload    string // "none" without YCSB
	config      string
	toolchain   string // "fork" or "stock"
	compactions string // a compaction mode; "pebble" for idle
}

// Name is the run's benchmark name. The compaction mode is in it only if
// it is not the default, so that names stay as they were without
// -compactions.
func (c config) Name() string {
	name := fmt.Sprintf("BenchmarkKV/procs=%d/workload=%s/config=%s/toolchain=%s", c.procs, c.workload, c.config, c.toolchain)
	if c.compactions != "pebble" {
		name += "/compactions=" + c.compactions
	}
	return name
}

// label is the configuration's name in tables and figures.
func (c config) label() string {
	if c.compactions != "pebble" {
		return c.config + "+" + c.compactions + "-compactions"
	}
	return c.config
}

// A result is one run's measurements.
type result struct {
	config
	round int
	srv   serverStats
	cli   *clientStats // nil without YCSB
}

// metrics returns r's benchstat metrics; rate is the run's schedule.
func (r *result) metrics(rate rateSchedule) []harness.Metric {
	var ms []harness.Metric
	m := func(v float64, unit string) { ms = append(ms, harness.Metric{Value: v, Unit: unit}) }
	if r.cli != nil {
		for _, o := range []struct {
			name string
			s    *opStats
		}{{"read", &r.cli.Read}, {"update", &r.cli.Update}} {
			if o.s.Count == 0 {
				continue
			}
			m(float64(o.s.P50Ns), o.name+"-p50-ns")
			m(float64(o.s.P99Ns), o.name+"-p99-ns")
			m(float64(o.s.P999Ns), o.name+"-p99.9-ns")
			m(float64(o.s.MaxNs), o.name+"-max-ns")
		}
		// Failed operations are in no latency above: count them, so that
		// a run that lost some cannot pass for a faster one.
		m(float64(r.cli.All.Errors), "failed-ops")
		// The client's own lateness: a round in which it fell behind
		// measured the client's machine as much as the server.
		m(float64(r.cli.LateSends), "late-ops")
		for i, p99 := range r.cli.PhaseP99 {
			m(float64(p99), fmt.Sprintf("phase%d-p99-ns", i+1))
		}
		if len(rate) > 1 {
			for _, v := range []struct {
				vals []float64
				unit string
			}{{r.srv.Series.Import, "import-cpu"}, {r.srv.Series.Pebble, "pebble-jobs"}} {
				if len(v.vals) == 0 {
					continue
				}
				for i, u := range phaseMeans(&r.srv.Series, v.vals, rate) {
					if !math.IsNaN(u) {
						m(u, fmt.Sprintf("phase%d-%s", i+1, v.unit))
					}
				}
			}
		}
		if fall, ok := importFall(&r.srv.Series, rate, false); ok {
			m(float64(fall.Milliseconds()), "import-cpu-fall-ms")
		}
		if fall, ok := importFall(&r.srv.Series, rate, true); ok {
			m(float64(fall.Milliseconds()), "import-cpu-fall-quiet-ms")
		}
		if back, ok := cpuBack(&r.srv.Series, rate, 0.85); ok {
			m(float64(back.Milliseconds()), "cpu-85-after-step-ms")
		}
		m(float64(r.srv.GetP99Ns), "srv-get-p99-ns")
		m(float64(r.srv.SetP99Ns), "srv-set-p99-ns")
		m(float64(r.srv.WaitP99Ns), "srv-wait-p99-ns")
		m(float64(r.srv.WaitMaxNs), "srv-wait-max-ns")
	}
	secs := r.srv.Seconds()
	m(r.srv.CPUUtil(), "cpu-util")
	m(float64(r.srv.SchedP99Ns), "sched-p99-ns")
	if mode, _ := configMode(r.config.config); mode != "none" {
		m(float64(r.srv.Rows)/secs, "rows/s")
		m(float64(r.srv.SSTBytes)/1e6/secs, "sst-MB/s")
		m(float64(r.srv.HeldNs)/float64(r.srv.ElapsedNs)/float64(r.srv.Workers), "held-frac")
		m(float64(r.srv.ReadAmp), "read-amp")
		m(float64(r.srv.DebtBytes)/1e6, "debt-MB")
		if n := r.srv.Compactions[0] + r.srv.Compactions[1]; n > 0 {
			m(float64(r.srv.Compactions[1])/float64(n), "bg-compactions-frac")
		}
	}
	m(float64(r.srv.WriteStallNs)/1e6, "write-stall-ms")
	m(float64(r.srv.GCs)/secs, "gcs/s")
	return ms
}

// orchestrate builds what -ab needs, runs the matrix, and reports.
func orchestrate(ctx context.Context, o *options) error {
	layouts, err := o.Layout.Layouts(false)
	if err != nil {
		return err
	}
	bins, err := o.Build.Resolve(ctx, program, o.Out)
	if bins == nil || err != nil {
		return err
	}
	layoutOf := map[int]harness.Layout{}
	var configs []config
	for _, l := range layouts {
		layoutOf[l.Procs] = l
		for _, tc := range bins.Toolchains {
			for _, c := range o.configs {
				if forkOnly(c) && !bins.Fork[tc] {
					continue
				}
				cms := o.compactions
				if mode, _ := configMode(c); mode == "none" {
					// No import: the idle server's few
					// compactions start as Pebble starts them.
					cms = []string{"pebble"}
				}
				for _, cm := range cms {
					if _, ycsb := configMode(c); !ycsb {
						configs = append(configs, config{l.Procs, "none", c, tc, cm})
						continue
					}
					for _, w := range o.workloads {
						configs = append(configs, config{l.Procs, w, c, tc, cm})
					}
				}
			}
		}
	}
	if len(configs) == 0 {
		return errors.New("nothing to run: the configurations chosen need the goyield toolchain")
	}

	header := append(bins.Header(), harness.Machine())
	for _, l := range layouts {
		header = append(header, "layout "+l.String())
	}
	header = append(header, fmt.Sprintf("-rate %v, -records %d; each run: -warmup %v, -d %v", o.rate, o.records, o.Warmup, o.Dur))
	res, err := harness.CreateResults(o.Out, "goyield.dev/kvbench", header)
	if err != nil {
		return err
	}
	defer res.Close()

	var results []*result
	warned := false
	err = harness.Rounds(ctx, "kvbench", o.Count, configs, o.Dur+o.Warmup+2*time.Second, func(c config, round int) error {
		r, rt, err := runOne(ctx, o, c, layoutOf[c.procs], bins.Path[c.toolchain], bins.Client, round)
		if err != nil {
			return err
		}
		if r.cli != nil && !rt && !warned {
			warned = true
			fmt.Fprintln(os.Stderr, "kvbench: warning: the client could not get SCHED_FIFO priority (needs CAP_SYS_NICE); it competes with the server for its CPUs")
		}
		results = append(results, r)
		res.Add(c.Name(), r.metrics(o.rate))
		if r.cli != nil && r.cli.All.Errors > 0 {
			fmt.Fprintf(os.Stderr, "kvbench: %s: %d of %d operations failed, first: %s\n", c.Name(), r.cli.All.Errors, r.cli.All.Count+r.cli.All.Errors, r.cli.FirstError)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := res.Summary(func(w io.Writer) { writeSummary(w, results) }); err != nil {
		return err
	}
	files := []string{"results.txt", "summary.txt", "series.json"}
	if err := writeSeries(filepath.Join(o.Out, "series.json"), results); err != nil {
		return err
	}
	if o.figures {
		figs, err := writeFigures(o.Out, results)
		if err != nil {
			return err
		}
		files = append(files, figs...)
	}
	fmt.Fprintf(os.Stderr, "kvbench: wrote %s in %s\n", strings.Join(files, ", "), o.Out)
	return nil
}

// runOne runs one configuration: it starts the server, lets the import
// warm up, and measures while the client runs, or for -d without it.
// It reports whether the client ran with real-time priority.
func runOne(ctx context.Context, o *options, c config, l harness.Layout, serverBin, clientBin string, round int) (*result, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, o.Warmup+3*o.Dur+2*time.Minute)
	defer cancel()
	mode, ycsb := configMode(c.config)
	dbDir, err := os.MkdirTemp(o.dbDir, "kvbench-db-")
	if err != nil {
		return nil, false, err
	}
	defer os.RemoveAll(dbDir)
	args := []string{"-role", "server", "-mode", mode, "-compaction-mode", c.compactions, "-records", strconv.FormatUint(o.records, 10), "-dir", dbDir}
	traceArgs, err := o.TraceArgs(fmt.Sprintf("procs%d-%s-%s-%s-%d", c.procs, c.workload, c.label(), c.toolchain, round))
	if err != nil {
		return nil, false, err
	}
	args = append(args, traceArgs...)
	srv, err := harness.StartServer(ctx, harness.Proc{
		Path:      serverBin,
		Args:      args,
		Env:       []string{"GOMAXPROCS=" + strconv.Itoa(l.Procs)},
		Placement: harness.Placement{CPUs: l.Server},
	})
	if err != nil {
		return nil, false, err
	}
	defer srv.Close()
	if err := harness.Sleep(ctx, o.Warmup); err != nil {
		return nil, false, err
	}
	if err := srv.Start(); err != nil {
		return nil, false, err
	}
	r := &result{config: c, round: round}
	rt := false
	if ycsb {
		r.cli = new(clientStats)
		rt, err = harness.RunClient(ctx, harness.Proc{
			Path: clientBin,
			Args: []string{"-role", "client", "-addr", srv.Addr,
				"-workloads", c.workload, "-rate", o.rate.String(), "-d", o.Dur.String(),
				"-records", strconv.FormatUint(o.records, 10), "-seed", strconv.Itoa(round + 1)},
			// One P per CPU: more on a CPU would let an idle P's
			// thread spin for work at real-time priority, starving
			// the thread that has it.
			Env:       []string{"GOMAXPROCS=" + strconv.Itoa(len(l.Client))},
			Placement: harness.Placement{CPUs: l.Client, Realtime: true},
		}, r.cli)
		if err != nil {
			return nil, false, err
		}
	} else {
		if err := harness.Sleep(ctx, o.Dur); err != nil {
			return nil, false, err
		}
	}
	if err := srv.Stop(&r.srv); err != nil {
		return nil, false, err
	}
	r.alignSeries()
	return r, rt, nil
}

// alignSeries places the server's samples on the clock of the client's
// schedule, whose phases the step's metrics and figures read them
// against: the window starts before the client process does, and the
// client's schedule only once it has opened its connections. Only on
// Linux is harness.MonotonicNow one clock for both processes.
func (r *result) alignSeries() {
	if runtime.GOOS == "linux" && r.cli != nil && r.cli.StartMonoNs > 0 && r.srv.Series.StartMonoNs > 0 {
		r.srv.Series.OffsetNs = r.cli.StartMonoNs - r.srv.Series.StartMonoNs
	}
}

// writeSeries writes each result's server series, with its benchmark
// name and round, to path as JSON.
func writeSeries(path string, results []*result) error {
	type run struct {
		Name   string `json:"name"`
		Round  int    `json:"round"`
		Series series `json:"series"`
	}
	var runs []run
	for _, r := range results {
		runs = append(runs, run{r.Name(), r.round, r.srv.Series})
	}
	b, err := json.MarshalIndent(runs, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o666)
}

// importFall returns, for a schedule whose second phase steps the rate up,
// the time from the step to the end of the first sample in which the
// import's CPU use had fallen at least halfway from its mean over the
// first phase to its mean over the second: how soon the import stepped
// aside. Samples straddling a phase's bounds count in neither mean. It
// reports false without such a step, or without the import's CPU use.
//
// With quiet set, it considers only the samples in which no flush or
// compaction of Pebble's was in progress (on average fewer than
// quietJobs), for means and fall alike, and reports false without
// Pebble's series: the import takes turns with those jobs, which the
// step's writes bring on, so its mean in the step falls with them as
// well as with the foreground's own CPU.
func importFall(s *series, rate rateSchedule, quiet bool) (time.Duration, bool) {
	if len(rate) < 2 || rate[1].rate <= rate[0].rate || len(s.Import) == 0 {
		return 0, false
	}
	if quiet && len(s.Pebble) < len(s.Import) {
		return 0, false
	}
	vals := s.Import
	if quiet {
		vals = slices.Clone(s.Import)
		for i := range vals {
			if s.Pebble[i] >= quietJobs {
				vals[i] = math.NaN() // left out
			}
		}
	}
	end := time.Duration(1<<63 - 1)
	if len(rate) > 2 {
		end = rate[2].at
	}
	before, ok1 := s.mean(vals, 0, rate[1].at)
	during, ok2 := s.mean(vals, rate[1].at, end)
	if !ok1 || !ok2 || during >= before {
		return 0, false
	}
	half := (before + during) / 2
	for i, u := range vals {
		// Only samples wholly after the step, as mean takes them: one
		// that straddles it is mostly the level before.
		if e := s.end(i); e-time.Duration(s.IntervalNs) >= rate[1].at && e <= end && u <= half {
			return e - rate[1].at, true
		}
	}
	return 0, false
}

// quietJobs is the mean number of Pebble's flushes and compactions in
// progress under which a sample counts as quiet (importFall): none, but
// for one that began or ended within a few milliseconds of its bounds.
const quietJobs = 0.02

// mean returns the mean of vals, samples of s, over the samples wholly
// between from and to, but for those that are NaN, and whether there
// were any.
func (s *series) mean(vals []float64, from, to time.Duration) (float64, bool) {
	var sum float64
	n := 0
	for i, u := range vals {
		if e := s.end(i); e-time.Duration(s.IntervalNs) >= from && e <= to && !math.IsNaN(u) {
			sum += u
			n++
		}
	}
	return sum / float64(max(n, 1)), n > 0
}

// phaseMeans returns the mean of vals, samples of s, over each phase of
// rate, NaN for a phase with no sample wholly inside it.
func phaseMeans(s *series, vals []float64, rate rateSchedule) []float64 {
	var ms []float64
	for i := range rate {
		end := time.Duration(1<<63 - 1)
		if i+1 < len(rate) {
			end = rate[i+1].at
		}
		m, ok := s.mean(vals, rate[i].at, end)
		if !ok {
			m = math.NaN()
		}
		ms = append(ms, m)
	}
	return ms
}

// cpuBack returns, for a schedule that steps the rate up and then down,
// how soon after the step down the server's CPU use was at least level
// again: 0 if it was in the last sample wholly inside the step, and
// otherwise the time from the step down to the end of the first sample
// wholly after it at level or more. It reports false without such a
// schedule or such samples.
func cpuBack(s *series, rate rateSchedule, level float64) (time.Duration, bool) {
	if len(rate) < 3 || rate[1].rate <= rate[0].rate || rate[2].rate >= rate[1].rate {
		return 0, false
	}
	interval := time.Duration(s.IntervalNs)
	last := -1 // the last sample wholly inside the step
	for i := range s.CPU {
		if e := s.end(i); e-interval >= rate[1].at && e <= rate[2].at {
			last = i
		}
	}
	if last < 0 {
		return 0, false
	}
	if s.CPU[last] >= level {
		return 0, true
	}
	for i, u := range s.CPU {
		if e := s.end(i); e-interval >= rate[2].at && u >= level {
			return e - rate[2].at, true
		}
	}
	return 0, false
}
