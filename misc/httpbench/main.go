// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Httpbench measures, on real code, what CPU-bound background work costs
// the latency of an HTTP server's foreground, and what the way the
// background is scheduled costs its throughput.
//
// Usage:
//
//	httpbench [flags]       run the matrix with this build as the server
//	httpbench -ab [flags]   build the server with the goyield and the stock
//	                        toolchain and run both, interleaved
//
// # What runs
//
// The server is a process that serves a small handler over net/http (a
// SHA-256 of 4 KiB) on loopback. A separate client process, vegeta's
// attacker used as a library, sends it GET requests open loop at a fixed
// rate (-rates) for -d: each request starts at its scheduled time however
// slow the server is, and its latency runs from then to the end of the
// response.
//
// Beside the handler, the server runs 2×GOMAXPROCS background goroutines
// of one workload (-works), code with no yield points of its own:
//
//	brotli  compresses a 1 MiB text corpus with the third-party pure-Go
//	        encoder github.com/andybalholm/brotli at quality 9, writing
//	        -unit bytes at a time (64 KiB by default). Its hash tables
//	        and window keep megabytes hot.
//	sort    fills -unit bytes (4 MiB by default) of random 64-bit keys and
//	        sorts them with slices.Sort, again and again: a working set
//	        larger than a core's caches, streamed through memory.
//
// The background runs as one of these classes (-classes):
//
//	none        no background, for reference (idle)
//	plain       ordinary goroutines, as with stock Go
//	background  background goroutines: each calls runtime.SetBackground(true)
//	yield       ordinary goroutines calling runtime.Yield between units
//	process     ordinary goroutines in a second process beside the server,
//	            with its GOMAXPROCS and CPUs: work the server's scheduler
//	            cannot see, so that only the kernel arbitrates between it
//	            and the foreground (not run unless named in -classes)
//	niceprocess the same at nice 19, the lowest priority a process may
//	            give itself: what OS priority buys the foreground (Linux
//	            only; not run unless named in -classes)
//
// background and yield need the goyield toolchain; with -ab they run only
// in its build.
//
// The server runs in one of two ways (-servers):
//
//	pinned    GOMAXPROCS=1, the server on CPU 0 and the client on CPU 1
//	unpinned  GOMAXPROCS=2, server and client where the kernel puts them
//
// # Output
//
// Every run prints, and -out/results.txt collects, one benchstat line
// named BenchmarkHTTP/server=S/rate=R/work=W/class=C/toolchain=T, with
// the client's latency percentiles (fg-p50-ns, fg-p99-ns, fg-p99.9-ns,
// fg-max-ns), the background's throughput in MB of input per second
// (bg-MB/s; for process and niceprocess, the second process's), the
// server process's CPU use as a share of the CPUs it may use (cpu-util),
// the p99 of the server's /sched/latencies:seconds (sched-p99-ns), and
// on the goyield runtime how often it preempted a
// background goroutine for other work (bg-preempts/s). Compare
// configurations with, for instance,
//
//	benchstat -col /class -filter '/toolchain:fork' results.txt
//	benchstat -col /toolchain -filter '/class:plain' results.txt
//
// At the end it prints, and writes to -out/summary.txt, a table of the
// medians per configuration, with each class's throughput relative to
// plain goroutines built by the same toolchain.
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
)

var (
	allServers = []string{"pinned", "unpinned"}
	allClasses = []string{"none", "plain", "background", "yield", "process", "niceprocess"}
	// defaultClasses are -classes' default: all but the control processes.
	defaultClasses = allClasses[:4]
)

// defaultUnit is each workload's -unit default.
var defaultUnit = map[string]int{"brotli": 64 << 10, "sort": 4 << 20}

type options struct {
	servers, classes, works []string
	rates                   []int
	dur, warmup             time.Duration
	count                   int
	unit                    int
	out                     string
	ab                      bool
	forkGo, stockGo         string
	extra                   []toolchainFlag
}

// A toolchainFlag is a -toolchain flag: another go command to build the
// server with, under a name of its own.
type toolchainFlag struct{ name, goCmd string }

type toolchainFlags struct{ o *options }

func (f toolchainFlags) String() string { return "" }

func (f toolchainFlags) Set(v string) error {
	name, goCmd, ok := strings.Cut(v, "=")
	if !ok || name == "" || goCmd == "" || name == "fork" || name == "stock" || strings.ContainsAny(name, "/ ") {
		return fmt.Errorf("want NAME=GO-COMMAND, NAME not fork or stock, without / or spaces")
	}
	f.o.extra = append(f.o.extra, toolchainFlag{name, goCmd})
	return nil
}

func main() {
	log := func(err error) {
		fmt.Fprintln(os.Stderr, "httpbench:", err)
		os.Exit(1)
	}
	role := flag.String("role", "", "internal: run as the server, the client or the worker process")
	var o options
	servers := flag.String("servers", "pinned,unpinned", "server configurations: `list` of "+strings.Join(allServers, ","))
	classes := flag.String("classes", strings.Join(defaultClasses, ","), "background classes: `list` of "+strings.Join(allClasses, ","))
	works := flag.String("works", "brotli,sort", "background workloads: `list` of brotli,sort")
	rates := flag.String("rates", "1000,1", "foreground request rates per second: `list`")
	flag.DurationVar(&o.dur, "d", 5*time.Second, "length of each run's measured window")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "time the background runs before the window")
	flag.IntVar(&o.count, "count", 1, "runs of each configuration, interleaved")
	flag.IntVar(&o.unit, "unit", 0, "`bytes` of input per unit of background work (0: the workload's default)")
	flag.StringVar(&o.out, "out", "httpbench-out", "`dir`ectory for results.txt and summary.txt")
	flag.BoolVar(&o.ab, "ab", false, "build the server with the goyield and the stock toolchain and run both")
	flag.StringVar(&o.forkGo, "fork-go", "", "with -ab, the goyield `go` command (default: go on PATH)")
	flag.StringVar(&o.stockGo, "stock-go", "", "with -ab, the stock Go `go` command (default: $STOCK_GO, or /usr/local/go/bin/go)")
	flag.Var(toolchainFlags{&o}, "toolchain", "with -ab, also build the server with `NAME=GO-COMMAND` (another goyield checkout, say) and run it as toolchain NAME; repeatable")
	// The roles' own flags.
	target := flag.String("target", "", "internal: the client's URL")
	rate := flag.Int("rate", 0, "internal: the client's rate")
	work := flag.String("work", "", "internal: the server's workload")
	class := flag.String("class", "", "internal: the server's class")
	workers := flag.Int("workers", 0, "internal: the server's background goroutines (0: 2×GOMAXPROCS)")
	traceFile := flag.String("trace", "", "internal: the server writes an execution trace of its measured window to `file`")
	flag.Parse()
	if flag.NArg() != 0 {
		log(fmt.Errorf("unexpected arguments %q", flag.Args()))
	}

	switch *role {
	case "server":
		so := serverOptions{work: *work, unit: *unit(o.unit, *work), class: *class, workers: *workers, trace: *traceFile}
		if so.workers == 0 {
			so.workers = 2 * runtime.GOMAXPROCS(0)
		}
		if err := runServer(so); err != nil {
			log(err)
		}
		return
	case "worker":
		so := serverOptions{work: *work, unit: *unit(o.unit, *work), workers: *workers}
		if err := runWorker(so); err != nil {
			log(err)
		}
		return
	case "client":
		if err := runClient(*target, *rate, o.dur); err != nil {
			log(err)
		}
		return
	case "":
	default:
		log(fmt.Errorf("unknown -role %q", *role))
	}

	var err error
	if o.servers, err = parseList(*servers, allServers); err != nil {
		log(fmt.Errorf("-servers: %w", err))
	}
	if o.classes, err = parseList(*classes, allClasses); err != nil {
		log(fmt.Errorf("-classes: %w", err))
	}
	if o.works, err = parseList(*works, []string{"brotli", "sort"}); err != nil {
		log(fmt.Errorf("-works: %w", err))
	}
	if o.rates, err = parseRates(*rates); err != nil {
		log(fmt.Errorf("-rates: %w", err))
	}
	if len(o.extra) > 0 && !o.ab {
		log(errors.New("-toolchain needs -ab"))
	}
	if o.count < 1 || o.dur <= 0 || o.warmup < 0 {
		log(errors.New("-count and -d must be positive, -warmup not negative"))
	}
	if slices.Contains(o.servers, "pinned") && numCPU() < 2 {
		log(errors.New("-servers pinned needs two CPUs, one for the server and one for the client"))
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	if err := orchestrate(ctx, &o); err != nil {
		log(err)
	}
}

// unit returns the -unit to use for work.
func unit(u int, work string) *int {
	if u == 0 {
		u = defaultUnit[work]
	}
	return &u
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

func parseRates(s string) ([]int, error) {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		r, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || r <= 0 {
			return nil, fmt.Errorf("%q is not a positive rate", f)
		}
		out = append(out, r)
	}
	return out, nil
}

// A config is one configuration of a run.
type config struct {
	server    string
	rate      int
	work      string // "none" with class none
	class     string
	toolchain string // "fork" or "stock"
}

func (c config) name() string {
	return fmt.Sprintf("BenchmarkHTTP/server=%s/rate=%d/work=%s/class=%s/toolchain=%s", c.server, c.rate, c.work, c.class, c.toolchain)
}

// A result is one run's measurements.
type result struct {
	config
	srv serverStats
	cli clientStats
}

// metrics returns r's benchstat metrics.
func (r *result) metrics() []metric {
	ms := []metric{
		{float64(r.cli.P50Ns), "fg-p50-ns"},
		{float64(r.cli.P99Ns), "fg-p99-ns"},
		{float64(r.cli.P999Ns), "fg-p99.9-ns"},
		{float64(r.cli.MaxNs), "fg-max-ns"},
		{float64(r.srv.SrvP50Ns), "srv-p50-ns"},
		{float64(r.srv.SrvP99Ns), "srv-p99-ns"},
	}
	secs := float64(r.srv.ElapsedNs) / 1e9
	if r.class != "none" {
		ms = append(ms, metric{float64(r.srv.BgBytes) / 1e6 / secs, "bg-MB/s"})
	}
	ms = append(ms,
		metric{float64(r.srv.CPUNs) / float64(r.srv.ElapsedNs) / float64(r.srv.Procs), "cpu-util"},
		metric{float64(r.srv.SchedP99Ns), "sched-p99-ns"})
	if r.srv.BgPreempts >= 0 && r.class == "background" {
		ms = append(ms, metric{float64(r.srv.BgPreempts) / secs, "bg-preempts/s"})
	}
	return ms
}

type metric struct {
	v    float64
	unit string
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
	// bins maps a toolchain to its server binary; client is the one
	// client binary every run uses, so that the client is the same
	// program whichever server it measures.
	bins := map[string]string{}
	client := self
	var toolchains []string
	if o.ab {
		bins, err = buildAB(ctx, o)
		if err != nil {
			return err
		}
		toolchains = []string{"fork", "stock"}
		for _, e := range o.extra {
			toolchains = append(toolchains, e.name)
		}
		client = bins["stock"]
	} else {
		tc := "stock"
		if fork {
			tc = "fork"
		}
		bins[tc] = self
		toolchains = []string{tc}
	}

	var configs []config
	for _, s := range o.servers {
		for _, r := range o.rates {
			for _, tc := range toolchains {
				for _, c := range o.classes {
					if !forkToolchain(tc, bins[tc]) && (c == "background" || c == "yield") {
						continue
					}
					if c == "none" {
						configs = append(configs, config{s, r, "none", c, tc})
						continue
					}
					for _, w := range o.works {
						configs = append(configs, config{s, r, w, c, tc})
					}
				}
			}
		}
	}
	if len(configs) == 0 {
		return errors.New("nothing to run: the classes background and yield need the goyield toolchain")
	}

	resultsPath := filepath.Join(o.out, "results.txt")
	rf, err := os.Create(resultsPath)
	if err != nil {
		return err
	}
	defer rf.Close()
	out := io.MultiWriter(os.Stdout, rf)
	fmt.Fprintf(out, "goos: %s\ngoarch: %s\npkg: goyield.dev/httpbench\n", runtime.GOOS, runtime.GOARCH)
	for tc, bin := range bins {
		fmt.Fprintf(out, "# %s: %s\n", tc, versionOfBinary(ctx, bin))
	}
	fmt.Fprintf(out, "# client: %s; each run: -warmup %v, -d %v\n", versionOfBinary(ctx, client), o.warmup, o.dur)

	est := time.Duration(len(configs)*o.count) * (o.dur + o.warmup + 300*time.Millisecond)
	fmt.Fprintf(os.Stderr, "httpbench: %d configurations × %d, about %v\n", len(configs), o.count, est.Round(time.Second))
	var results []*result
	for i := range o.count {
		// Interleave: every round runs every configuration once, in an
		// order of its own, so that a slow stretch of the machine falls
		// on different configurations in different rounds.
		order := slices.Clone(configs)
		rand.New(rand.NewPCG(uint64(i), 7)).Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, c := range order {
			if err := ctx.Err(); err != nil {
				return err
			}
			r, err := runOne(ctx, o, c, bins[c.toolchain], client)
			if err != nil {
				return fmt.Errorf("%s: %w", c.name(), err)
			}
			results = append(results, r)
			fmt.Fprintf(out, "%s 1", c.name())
			for _, m := range r.metrics() {
				fmt.Fprintf(out, " %.6g %s", m.v, m.unit)
			}
			fmt.Fprintln(out)
			if r.cli.Errors > 0 {
				fmt.Fprintf(os.Stderr, "httpbench: %s: %d of %d requests failed, first: %s\n", c.name(), r.cli.Errors, r.cli.Requests, r.cli.FirstError)
			}
		}
	}
	var sum bytes.Buffer
	writeSummary(&sum, results)
	fmt.Print("\n", sum.String())
	if err := os.WriteFile(filepath.Join(o.out, "summary.txt"), sum.Bytes(), 0o666); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "httpbench: wrote %s and summary.txt\n", resultsPath)
	return nil
}

// runOne runs one configuration: it starts the server, lets the
// background warm up, and measures while the client runs.
func runOne(ctx context.Context, o *options, c config, serverBin, clientBin string) (*result, error) {
	procs, srvCPUs, cliCPUs := 2, []int(nil), []int(nil)
	if c.server == "pinned" {
		procs, srvCPUs, cliCPUs = 1, []int{0}, []int{1}
	}
	ctx, cancel := context.WithTimeout(ctx, o.warmup+3*o.dur+30*time.Second)
	defer cancel()
	work := c.work
	if work == "none" {
		work = "brotli" // unused
	}
	srv := exec.CommandContext(ctx, serverBin, "-role", "server", "-class", c.class, "-work", work,
		"-unit", strconv.Itoa(*unit(o.unit, work)))
	srv.Env = append(os.Environ(), "GOMAXPROCS="+strconv.Itoa(procs))
	var srvErr bytes.Buffer
	srv.Stderr = &srvErr
	stdin, err := srv.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := srv.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := startOn(srv, srvCPUs); err != nil {
		return nil, err
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
		return nil, err
	}
	addr := strings.TrimPrefix(l, "ready ")

	select {
	case <-time.After(o.warmup):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	fmt.Fprintln(stdin, "start")
	if _, err := expect("started"); err != nil {
		return nil, err
	}
	cli := exec.CommandContext(ctx, clientBin, "-role", "client", "-target", "http://"+addr+"/",
		"-rate", strconv.Itoa(c.rate), "-d", o.dur.String())
	var cliOut, cliErr bytes.Buffer
	cli.Stdout, cli.Stderr = &cliOut, &cliErr
	if err := startOn(cli, cliCPUs); err != nil {
		return nil, err
	}
	if err := cli.Wait(); err != nil {
		return nil, fmt.Errorf("client: %v\n%s", err, strings.TrimSpace(cliErr.String()))
	}
	fmt.Fprintln(stdin, "stop")
	l, err = expect("{")
	if err != nil {
		return nil, err
	}
	r := &result{config: c}
	if err := json.Unmarshal([]byte(l), &r.srv); err != nil {
		return nil, fmt.Errorf("server stats: %v", err)
	}
	if err := json.Unmarshal(cliOut.Bytes(), &r.cli); err != nil {
		return nil, fmt.Errorf("client stats %q: %v", cliOut.String(), err)
	}
	return r, nil
}
