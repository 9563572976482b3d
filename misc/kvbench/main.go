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
//	kvbench [flags]       run the matrix with this build as the server
//	kvbench -ab [flags]   build the server with the goyield and the stock
//	                      toolchain and run both, interleaved
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
// zipfian keys, open loop at -rate operations per second: each operation
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
//	            every Pace: the CockroachDB post's full stack
//
// # Configurations
//
// -configs chooses among:
//
//	idle               YCSB only
//	import-only        the import, plain, no YCSB
//	import-only-yield  the import, yield, no YCSB
//	plain, yield, background, elastic
//	                   the import in that mode, beside YCSB
//
// yield, background and elastic, and import-only-yield, run only in the
// goyield build. The server has GOMAXPROCS=2 and may use both CPUs; the
// client runs on CPU 1 with SCHED_FIFO priority when the kernel allows
// it, so that it runs as soon as it wakes, as on a machine of its own,
// and takes from the server only the CPU time it uses.
//
// # Output
//
// Every run prints, and -out/results.txt collects, one benchstat line
// named BenchmarkKV/workload=W/config=C/toolchain=T with the client's
// latency percentiles per operation type (read-p50-ns ... update-max-ns),
// the p99 of the server's own time in GET and SET (srv-get-p99-ns,
// srv-set-p99-ns), the server's CPU use as a share of its CPUs
// (cpu-util), the p99 of its /sched/latencies:seconds (sched-p99-ns), the
// import's rows/s and MB/s of SSTables, the share of its goroutines' time
// spent waiting for L0 to drain (held-frac), Pebble's read amplification
// and compaction debt at the end (read-amp, debt-MB), the share of
// compactions run by background goroutines (bg-compactions-frac), how
// long Pebble stalled writes (write-stall-ms), and GC cycles per second
// (gcs/s). Compare configurations with, for instance,
//
//	benchstat -col /config -filter '/toolchain:fork /workload:a' results.txt
//
// At the end it writes summary.txt, a table of medians with each
// configuration's import throughput relative to plain goroutines under
// the same load and each YCSB p99 relative to idle, and two figures per
// workload: the YCSB p99 over time in the first round, and the latency
// CDF of every configuration.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"goyield.dev/elastic"
)

var allConfigs = []string{"idle", "import-only", "import-only-yield", "plain", "yield", "background", "elastic"}

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
func forkOnly(c string) bool {
	mode, _ := configMode(c)
	return mode == "yield" || mode == "background" || mode == "elastic"
}

type options struct {
	configs, workloads []string
	rate               int
	records            uint64
	dur, warmup        time.Duration
	count              int
	out                string
	ab                 bool
	forkGo, stockGo    string
	figures            bool
	traceDir           string
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
	fail := func(err error) {
		fmt.Fprintln(os.Stderr, "kvbench:", err)
		os.Exit(1)
	}
	role := flag.String("role", "", "internal: run as the server or the client process")
	var o options
	configs := flag.String("configs", strings.Join(allConfigs, ","), "configurations: `list` of "+strings.Join(allConfigs, ","))
	workloads := flag.String("workloads", "a,b", "YCSB core workloads: `list` of a,b")
	flag.IntVar(&o.rate, "rate", 1000, "YCSB operations per second")
	flag.Uint64Var(&o.records, "records", 100_000, "YCSB records loaded before each run")
	flag.DurationVar(&o.dur, "d", 10*time.Second, "length of each run's measured window")
	flag.DurationVar(&o.warmup, "warmup", 2*time.Second, "time the import runs before the window")
	flag.IntVar(&o.count, "count", 1, "runs of each configuration, interleaved")
	flag.StringVar(&o.out, "out", "kvbench-out", "`dir`ectory for results.txt, summary.txt and the figures")
	flag.BoolVar(&o.ab, "ab", false, "build the server with the goyield and the stock toolchain and run both")
	flag.StringVar(&o.forkGo, "fork-go", "", "with -ab, the goyield `go` command (default: go on PATH)")
	flag.StringVar(&o.stockGo, "stock-go", "", "with -ab, the stock Go `go` command (default: $STOCK_GO, or /usr/local/go/bin/go)")
	flag.BoolVar(&o.figures, "figures", true, "draw the figures")
	flag.StringVar(&o.traceDir, "trace", "", "write an execution trace of each run's window into `dir`")
	// The roles' own flags.
	addr := flag.String("addr", "", "internal: the client's server address")
	mode := flag.String("mode", "", "internal: the server's import mode")
	workers := flag.Int("workers", 0, "internal: the server's import goroutines (0: 2×GOMAXPROCS)")
	seed := flag.Uint64("seed", 1, "internal: the client's random seed")
	traceFile := flag.String("tracefile", "", "internal: the server's execution trace of its window")
	flag.StringVar(&o.dbDir, "dir", defaultDir(), "`dir`ectory in which to make each server's Pebble DB directory")
	flag.Parse()
	if flag.NArg() != 0 {
		fail(fmt.Errorf("unexpected arguments %q", flag.Args()))
	}

	switch *role {
	case "server":
		so := serverOptions{mode: *mode, records: o.records, workers: *workers, trace: *traceFile, dir: o.dbDir}
		if so.workers == 0 {
			so.workers = 2 * runtime.GOMAXPROCS(0)
		}
		if err := runServer(so); err != nil {
			fail(err)
		}
		return
	case "client":
		co := clientOptions{addr: *addr, workload: (*workloads), rate: o.rate, dur: o.dur, records: o.records, seed: *seed}
		if err := runClient(co); err != nil {
			fail(err)
		}
		return
	case "":
	default:
		fail(fmt.Errorf("unknown -role %q", *role))
	}

	var err error
	if o.configs, err = parseList(*configs, allConfigs); err != nil {
		fail(fmt.Errorf("-configs: %w", err))
	}
	if o.workloads, err = parseList(strings.ToLower(*workloads), []string{"a", "b"}); err != nil {
		fail(fmt.Errorf("-workloads: %w", err))
	}
	if o.count < 1 || o.dur <= 0 || o.warmup < 0 || o.rate <= 0 || o.records == 0 {
		fail(errors.New("-count, -d, -rate and -records must be positive, -warmup not negative"))
	}
	if runtime.NumCPU() < 2 {
		fail(errors.New("kvbench needs two CPUs: the server uses both, the client the second"))
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	if err := orchestrate(ctx, &o); err != nil {
		fail(err)
	}
}

func parseList(s string, valid []string) ([]string, error) {
	var out []string
	for f := range strings.SplitSeq(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !slices.Contains(valid, f) {
			return nil, fmt.Errorf("unknown %q (want some of %s)", f, strings.Join(valid, ","))
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("empty list")
	}
	return out, nil
}

// A config is one configuration of a run.
type config struct {
	workload  string // "none" without YCSB
	config    string
	toolchain string // "fork" or "stock"
}

func (c config) name() string {
	return fmt.Sprintf("BenchmarkKV/workload=%s/config=%s/toolchain=%s", c.workload, c.config, c.toolchain)
}

// A result is one run's measurements.
type result struct {
	config
	round int
	srv   serverStats
	cli   *clientStats // nil without YCSB
}

type metric struct {
	v    float64
	unit string
}

// metrics returns r's benchstat metrics.
func (r *result) metrics() []metric {
	var ms []metric
	if r.cli != nil {
		for _, o := range []struct {
			name string
			s    *opStats
		}{{"read", &r.cli.Read}, {"update", &r.cli.Update}} {
			if o.s.Count == 0 {
				continue
			}
			ms = append(ms,
				metric{float64(o.s.P50Ns), o.name + "-p50-ns"},
				metric{float64(o.s.P99Ns), o.name + "-p99-ns"},
				metric{float64(o.s.P999Ns), o.name + "-p99.9-ns"},
				metric{float64(o.s.MaxNs), o.name + "-max-ns"})
		}
		ms = append(ms,
			metric{float64(r.srv.GetP99Ns), "srv-get-p99-ns"},
			metric{float64(r.srv.SetP99Ns), "srv-set-p99-ns"})
	}
	secs := float64(r.srv.ElapsedNs) / 1e9
	ms = append(ms,
		metric{float64(r.srv.CPUNs) / float64(r.srv.ElapsedNs) / float64(r.srv.Procs), "cpu-util"},
		metric{float64(r.srv.SchedP99Ns), "sched-p99-ns"})
	if mode, _ := configMode(r.config.config); mode != "none" {
		ms = append(ms,
			metric{float64(r.srv.Rows) / secs, "rows/s"},
			metric{float64(r.srv.SSTBytes) / 1e6 / secs, "sst-MB/s"})
		ms = append(ms,
			metric{float64(r.srv.HeldNs) / float64(r.srv.ElapsedNs) / float64(r.srv.Workers), "held-frac"},
			metric{float64(r.srv.ReadAmp), "read-amp"},
			metric{float64(r.srv.DebtBytes) / 1e6, "debt-MB"})
		if n := r.srv.Compactions[0] + r.srv.Compactions[1]; n > 0 {
			ms = append(ms, metric{float64(r.srv.Compactions[1]) / float64(n), "bg-compactions-frac"})
		}
	}
	ms = append(ms,
		metric{float64(r.srv.WriteStallNs) / 1e6, "write-stall-ms"},
		metric{float64(r.srv.GCs) / secs, "gcs/s"})
	return ms
}

// orchestrate builds what -ab needs, runs the matrix, and reports.
func orchestrate(ctx context.Context, o *options) error {
	if err := os.MkdirAll(o.out, 0o777); err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	bins := map[string]string{}
	client := self
	var toolchains []string
	if o.ab {
		if bins, err = buildAB(ctx, o); err != nil {
			return err
		}
		toolchains = []string{"fork", "stock"}
		// One client program, whichever server it measures.
		client = bins["stock"]
	} else {
		tc := "stock"
		if elastic.Fork {
			tc = "fork"
		}
		bins[tc] = self
		toolchains = []string{tc}
	}

	var configs []config
	for _, tc := range toolchains {
		for _, c := range o.configs {
			if forkOnly(c) && tc != "fork" {
				continue
			}
			if _, ycsb := configMode(c); !ycsb {
				configs = append(configs, config{"none", c, tc})
				continue
			}
			for _, w := range o.workloads {
				configs = append(configs, config{w, c, tc})
			}
		}
	}
	if len(configs) == 0 {
		return errors.New("nothing to run: the configurations chosen need the goyield toolchain")
	}

	rf, err := os.Create(filepath.Join(o.out, "results.txt"))
	if err != nil {
		return err
	}
	defer rf.Close()
	out := io.MultiWriter(os.Stdout, rf)
	fmt.Fprintf(out, "goos: %s\ngoarch: %s\npkg: goyield.dev/kvbench\n", runtime.GOOS, runtime.GOARCH)
	for _, tc := range toolchains {
		fmt.Fprintf(out, "# %s: %s\n", tc, versionOfBinary(ctx, bins[tc]))
	}
	fmt.Fprintf(out, "# client: %s; -rate %d, -records %d; each run: -warmup %v, -d %v\n",
		versionOfBinary(ctx, client), o.rate, o.records, o.warmup, o.dur)

	est := time.Duration(len(configs)*o.count) * (o.dur + o.warmup + 2*time.Second)
	fmt.Fprintf(os.Stderr, "kvbench: %d configurations × %d, about %v\n", len(configs), o.count, est.Round(time.Second))
	var results []*result
	warned := false
	for round := range o.count {
		// Interleave: every round runs every configuration once, in an
		// order of its own, so that a slow stretch of the machine falls
		// on different configurations in different rounds.
		order := slices.Clone(configs)
		rand.New(rand.NewPCG(uint64(round), 7)).Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, c := range order {
			if err := ctx.Err(); err != nil {
				return err
			}
			r, rt, err := runOne(ctx, o, c, bins[c.toolchain], client, round)
			if err != nil {
				return fmt.Errorf("%s: %w", c.name(), err)
			}
			if r.cli != nil && !rt && !warned {
				warned = true
				fmt.Fprintln(os.Stderr, "kvbench: warning: the client could not get SCHED_FIFO priority (needs CAP_SYS_NICE); it competes with the server for CPU 1")
			}
			results = append(results, r)
			fmt.Fprintf(out, "%s 1", c.name())
			for _, m := range r.metrics() {
				fmt.Fprintf(out, " %.6g %s", m.v, m.unit)
			}
			fmt.Fprintln(out)
			if r.cli != nil && r.cli.All.Errors > 0 {
				fmt.Fprintf(os.Stderr, "kvbench: %s: %d of %d operations failed, first: %s\n", c.name(), r.cli.All.Errors, r.cli.All.Count, r.cli.FirstError)
			}
		}
	}
	var sum bytes.Buffer
	writeSummary(&sum, results)
	fmt.Print("\n", sum.String())
	if err := os.WriteFile(filepath.Join(o.out, "summary.txt"), sum.Bytes(), 0o666); err != nil {
		return err
	}
	files := []string{"results.txt", "summary.txt"}
	if o.figures {
		figs, err := writeFigures(o.out, results)
		if err != nil {
			return err
		}
		files = append(files, figs...)
	}
	fmt.Fprintf(os.Stderr, "kvbench: wrote %s in %s\n", strings.Join(files, ", "), o.out)
	return nil
}

// serverCPUs and clientCPUs are where the server's and the client's
// threads may run.
var (
	serverCPUs = []int{0, 1}
	clientCPUs = []int{1}
)

// runOne runs one configuration: it starts the server, lets the import
// warm up, and measures while the client runs, or for -d without it.
// It reports whether the client ran with real-time priority.
func runOne(ctx context.Context, o *options, c config, serverBin, clientBin string, round int) (*result, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, o.warmup+3*o.dur+2*time.Minute)
	defer cancel()
	mode, ycsb := configMode(c.config)
	dbDir, err := os.MkdirTemp(o.dbDir, "kvbench-db-")
	if err != nil {
		return nil, false, err
	}
	defer os.RemoveAll(dbDir)
	args := []string{"-role", "server", "-mode", mode, "-records", strconv.FormatUint(o.records, 10), "-dir", dbDir}
	if o.traceDir != "" {
		if err := os.MkdirAll(o.traceDir, 0o777); err != nil {
			return nil, false, err
		}
		name := fmt.Sprintf("%s-%s-%s-%d.trace", c.workload, c.config, c.toolchain, round)
		args = append(args, "-tracefile", filepath.Join(o.traceDir, name))
	}
	srv := exec.CommandContext(ctx, serverBin, args...)
	srv.Env = append(os.Environ(), "GOMAXPROCS=2")
	var srvErr bytes.Buffer
	srv.Stderr = &srvErr
	stdin, err := srv.StdinPipe()
	if err != nil {
		return nil, false, err
	}
	stdout, err := srv.StdoutPipe()
	if err != nil {
		return nil, false, err
	}
	if _, err := startOn(srv, serverCPUs, false); err != nil {
		return nil, false, err
	}
	defer func() {
		stdin.Close()
		srv.Process.Kill()
		srv.Wait()
	}()
	lines := bufio.NewScanner(stdout)
	expect := func(prefix string) (string, error) {
		if !lines.Scan() {
			srv.Wait()
			return "", fmt.Errorf("server exited: %v\n%s", lines.Err(), strings.TrimSpace(srvErr.String()))
		}
		l := lines.Text()
		if !strings.HasPrefix(l, prefix) {
			return "", fmt.Errorf("server said %q, want %q...", l, prefix)
		}
		return l, nil
	}
	l, err := expect("ready ")
	if err != nil {
		return nil, false, err
	}
	addr := strings.TrimPrefix(l, "ready ")

	select {
	case <-time.After(o.warmup):
	case <-ctx.Done():
		return nil, false, ctx.Err()
	}
	fmt.Fprintln(stdin, "start")
	if _, err := expect("started"); err != nil {
		return nil, false, err
	}
	r := &result{config: c, round: round}
	rt := false
	if ycsb {
		cli := exec.CommandContext(ctx, clientBin, "-role", "client", "-addr", addr,
			"-workloads", c.workload, "-rate", strconv.Itoa(o.rate), "-d", o.dur.String(),
			"-records", strconv.FormatUint(o.records, 10), "-seed", strconv.Itoa(round+1))
		// One P: more than one on its one CPU would let an idle P's
		// thread spin for work at real-time priority, starving the
		// thread that has it.
		cli.Env = append(os.Environ(), "GOMAXPROCS=1")
		var cliOut, cliErr bytes.Buffer
		cli.Stdout, cli.Stderr = &cliOut, &cliErr
		if rt, err = startOn(cli, clientCPUs, true); err != nil {
			return nil, false, err
		}
		if err := cli.Wait(); err != nil {
			return nil, false, fmt.Errorf("client: %v\n%s", err, strings.TrimSpace(cliErr.String()))
		}
		r.cli = new(clientStats)
		if err := json.Unmarshal(cliOut.Bytes(), r.cli); err != nil {
			return nil, false, fmt.Errorf("client stats %q: %v", cliOut.String(), err)
		}
	} else {
		select {
		case <-time.After(o.dur):
		case <-ctx.Done():
			return nil, false, ctx.Err()
		}
	}
	fmt.Fprintln(stdin, "stop")
	if l, err = expect("{"); err != nil {
		return nil, false, err
	}
	if err := json.Unmarshal([]byte(l), &r.srv); err != nil {
		return nil, false, fmt.Errorf("server stats: %v", err)
	}
	return r, rt, nil
}
