// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Httpbench measures, on real code, what CPU-bound background work costs
// the latency of an HTTP server's foreground, and what the way the
// background is scheduled costs its throughput.
//
// Usage:
//
//	httpbench [flags]               run the matrix with this build as the server
//	httpbench -ab [flags]           build the server with the goyield and the
//	                                stock toolchain and run both, interleaved
//	httpbench -ab -build DIR        build those binaries into DIR, and exit
//	DIR/httpbench-stock -bins DIR   run them, on a machine without Go
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
//	pinned    the server with GOMAXPROCS=-procs (1 by default) on the
//	          first -procs CPUs, the client on the CPUs after those: on a
//	          2-CPU machine, the server on CPU 0 and the client on CPU 1
//	unpinned  the server with GOMAXPROCS the number of both's CPUs, and
//	          server and client on all of them, where the kernel puts
//	          them: on a 2-CPU machine, GOMAXPROCS=2 and both CPUs
//
// -server-cpus and -client-cpus place either in taskset's syntax; a
// pinned server needs CPUs apart from the client's. -procs takes a list
// of sizes, 1,2,4,8,14 say, to run the matrix at each with the client on
// the same CPUs: a scaling run (unpinned runs once, on every CPU).
// -rates should grow with the server: at 1000 requests per second a
// 14-P server is idle.
//
// # Output
//
// Every run prints, and -out/results.txt collects, one benchstat line
// named BenchmarkHTTP/procs=N/server=S/rate=R/work=W/class=C/toolchain=T, with
// the client's latency percentiles (fg-p50-ns, fg-p99-ns, fg-p99.9-ns,
// fg-max-ns, of the requests that succeeded, from when each started), how
// many failed (fg-failed) and how many started more than 2ms after they
// were due (fg-late), the background's throughput in MB of input per second
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
// results.txt's header says what built each binary, the machine's CPUs
// and each size's CPU layout.
//
// At the end it prints, and writes to -out/summary.txt, a table of the
// medians per configuration, one per server size, layout, rate and
// workload, with each class's throughput relative to plain goroutines
// built by the same toolchain.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"goyield.dev/harness"
)

var (
	allServers = []string{"pinned", "unpinned"}
	allClasses = []string{"none", "plain", "background", "yield", "process", "niceprocess"}
	// defaultClasses are -classes' default: all but the control processes.
	defaultClasses = allClasses[:4]
)

// defaultUnit is each workload's -unit default.
var defaultUnit = map[string]int{"brotli": 64 << 10, "sort": 4 << 20}

// program is httpbench, as its builds see it.
var program = harness.Program{Name: "httpbench", Module: "goyield.dev/httpbench", Pkg: ".", Fork: fork}

type options struct {
	harness.Flags
	servers, classes, works []string
	rates                   []int
	unit                    int
}

func main() {
	var o options
	o.Register(flag.CommandLine, harness.Defaults{Name: "httpbench", Module: program.Module, Procs: 1, Dur: 5 * time.Second, Warmup: time.Second, Toolchains: true})
	servers := flag.String("servers", "pinned,unpinned", "server configurations: `list` of "+strings.Join(allServers, ","))
	classes := flag.String("classes", strings.Join(defaultClasses, ","), "background classes: `list` of "+strings.Join(allClasses, ","))
	works := flag.String("works", "brotli,sort", "background workloads: `list` of brotli,sort")
	rates := flag.String("rates", "1000,1", "foreground request rates per second: `list`")
	flag.IntVar(&o.unit, "unit", 0, "`bytes` of input per unit of background work (0: the workload's default)")
	// The roles' own flags.
	target := flag.String("target", "", "internal: the client's URL")
	rate := flag.Int("rate", 0, "internal: the client's rate")
	work := flag.String("work", "", "internal: the server's workload")
	class := flag.String("class", "", "internal: the server's class")
	harness.Main("httpbench", &o.Flags, map[string]func(context.Context) error{
		"server": func(context.Context) error {
			return runServer(serverOptions{work: *work, unit: *unit(o.unit, *work), class: *class, workers: o.NumWorkers(), trace: o.TraceFile})
		},
		"worker": func(context.Context) error {
			return runWorker(serverOptions{work: *work, unit: *unit(o.unit, *work), workers: o.Workers})
		},
		"client": func(context.Context) error {
			return runClient(*target, *rate, o.Dur)
		},
		"": func(ctx context.Context) error {
			var err error
			if o.servers, err = harness.ParseList(*servers, allServers); err != nil {
				return fmt.Errorf("-servers: %w", err)
			}
			if o.classes, err = harness.ParseList(*classes, allClasses); err != nil {
				return fmt.Errorf("-classes: %w", err)
			}
			if o.works, err = harness.ParseList(*works, []string{"brotli", "sort"}); err != nil {
				return fmt.Errorf("-works: %w", err)
			}
			if o.rates, err = parseRates(*rates); err != nil {
				return fmt.Errorf("-rates: %w", err)
			}
			if err := o.Check(); err != nil {
				return err
			}
			return orchestrate(ctx, &o)
		},
	})
}

// unit returns the -unit to use for work.
func unit(u int, work string) *int {
	if u == 0 {
		u = defaultUnit[work]
	}
	return &u
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
	procs     int
	server    string
	rate      int
	work      string // "none" with class none
	class     string
	toolchain string // "fork" or "stock"
}

func (c config) Name() string {
	return fmt.Sprintf("BenchmarkHTTP/procs=%d/server=%s/rate=%d/work=%s/class=%s/toolchain=%s", c.procs, c.server, c.rate, c.work, c.class, c.toolchain)
}

// A result is one run's measurements.
type result struct {
	config
	srv serverStats
	cli clientStats
}

// metrics returns r's benchstat metrics.
func (r *result) metrics() []harness.Metric {
	var ms []harness.Metric
	m := func(v float64, unit string) { ms = append(ms, harness.Metric{Value: v, Unit: unit}) }
	m(float64(r.cli.P50Ns), "fg-p50-ns")
	m(float64(r.cli.P99Ns), "fg-p99-ns")
	m(float64(r.cli.P999Ns), "fg-p99.9-ns")
	m(float64(r.cli.MaxNs), "fg-max-ns")
	// Failed requests are in no latency above: count them, so that a run
	// that lost some cannot pass for a faster one.
	m(float64(r.cli.Errors), "fg-failed")
	// Requests the client started late are in the latencies without the
	// wait: count them (runClient).
	m(float64(r.cli.Late), "fg-late")
	m(float64(r.srv.SrvP50Ns), "srv-p50-ns")
	m(float64(r.srv.SrvP99Ns), "srv-p99-ns")
	if r.class != "none" {
		m(float64(r.srv.BgBytes)/1e6/r.srv.Seconds(), "bg-MB/s")
	}
	m(r.srv.CPUUtil(), "cpu-util")
	m(float64(r.srv.SchedP99Ns), "sched-p99-ns")
	if r.srv.BgPreempts >= 0 && r.class == "background" {
		m(float64(r.srv.BgPreempts)/r.srv.Seconds(), "bg-preempts/s")
	}
	return ms
}

// A layoutKey names a server's layout: the way it runs, and its size.
type layoutKey struct {
	server string
	procs  int
}

// serverLayouts returns the layouts of the servers asked for, in order,
// from the sizes' layouts, which are ascending: a pinned server at each
// size, and an unpinned one once, on the CPUs of the largest size's
// server and client together.
func serverLayouts(servers []string, sizes []harness.Layout) ([]layoutKey, map[layoutKey]harness.Layout) {
	layouts := map[layoutKey]harness.Layout{}
	var keys []layoutKey
	for _, s := range servers {
		ls := sizes
		if s == "unpinned" {
			// The joint layouts of smaller sizes leave some of the
			// largest server's CPUs out.
			ls = []harness.Layout{sizes[len(sizes)-1].Joint()}
		}
		for _, l := range ls {
			k := layoutKey{s, l.Procs}
			if _, ok := layouts[k]; !ok {
				layouts[k] = l
				keys = append(keys, k)
			}
		}
	}
	return keys, layouts
}

// orchestrate builds what -ab needs, runs the matrix, and reports.
func orchestrate(ctx context.Context, o *options) error {
	// A pinned server needs the client on CPUs of its own; an unpinned
	// one shares them all with it.
	sizes, err := o.Layout.Layouts(slices.Contains(o.servers, "pinned"))
	if err != nil {
		return err
	}
	keys, layouts := serverLayouts(o.servers, sizes)
	bins, err := o.Build.Resolve(ctx, program, o.Out)
	if bins == nil || err != nil {
		return err
	}

	var configs []config
	for _, k := range keys {
		for _, r := range o.rates {
			for _, tc := range bins.Toolchains {
				for _, c := range o.classes {
					if !bins.Fork[tc] && (c == "background" || c == "yield") {
						continue
					}
					if c == "none" {
						configs = append(configs, config{k.procs, k.server, r, "none", c, tc})
						continue
					}
					for _, w := range o.works {
						configs = append(configs, config{k.procs, k.server, r, w, c, tc})
					}
				}
			}
		}
	}
	if len(configs) == 0 {
		return errors.New("nothing to run: the classes background and yield need the goyield toolchain")
	}

	header := append(bins.Header(), harness.Machine())
	for _, k := range keys {
		header = append(header, fmt.Sprintf("layout %s %s", k.server, layouts[k]))
	}
	header = append(header, fmt.Sprintf("each run: -warmup %v, -d %v", o.Warmup, o.Dur))
	res, err := harness.CreateResults(o.Out, "goyield.dev/httpbench", header)
	if err != nil {
		return err
	}
	defer res.Close()

	var results []*result
	err = harness.Rounds(ctx, "httpbench", o.Count, configs, o.Dur+o.Warmup+300*time.Millisecond, func(c config, round int) error {
		r, err := runOne(ctx, o, c, round, layouts[layoutKey{c.server, c.procs}], bins.Path[c.toolchain], bins.Client)
		if err != nil {
			return err
		}
		results = append(results, r)
		res.Add(c.Name(), r.metrics())
		if r.cli.Errors > 0 {
			fmt.Fprintf(os.Stderr, "httpbench: %s: %d of %d requests failed, first: %s\n", c.Name(), r.cli.Errors, r.cli.Requests, r.cli.FirstError)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := res.Summary(func(w io.Writer) { writeSummary(w, results) }); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "httpbench: wrote results.txt and summary.txt in %s\n", o.Out)
	return nil
}

// runOne runs one configuration: it starts the server, lets the
// background warm up, and measures while the client runs.
func runOne(ctx context.Context, o *options, c config, round int, l harness.Layout, serverBin, clientBin string) (*result, error) {
	ctx, cancel := context.WithTimeout(ctx, o.Warmup+3*o.Dur+30*time.Second)
	defer cancel()
	work := c.work
	if work == "none" {
		work = "brotli" // unused
	}
	traceArgs, err := o.TraceArgs(fmt.Sprintf("procs%d-%s-rate%d-%s-%s-%s-%d", c.procs, c.server, c.rate, c.work, c.class, c.toolchain, round))
	if err != nil {
		return nil, err
	}
	srv, err := harness.StartServer(ctx, harness.Proc{
		Path:      serverBin,
		Args:      append([]string{"-role", "server", "-class", c.class, "-work", work, "-unit", strconv.Itoa(*unit(o.unit, work))}, traceArgs...),
		Env:       []string{"GOMAXPROCS=" + strconv.Itoa(l.Procs)},
		Placement: harness.Placement{CPUs: l.Server},
	})
	if err != nil {
		return nil, err
	}
	defer srv.Close()
	if err := harness.Sleep(ctx, o.Warmup); err != nil {
		return nil, err
	}
	if err := srv.Start(); err != nil {
		return nil, err
	}
	r := &result{config: c}
	_, err = harness.RunClient(ctx, harness.Proc{
		Path:      clientBin,
		Args:      []string{"-role", "client", "-target", "http://" + srv.Addr + "/", "-rate", strconv.Itoa(c.rate), "-d", o.Dur.String()},
		Placement: harness.Placement{CPUs: l.Client},
	}, &r.cli)
	if err != nil {
		return nil, err
	}
	if err := srv.Stop(&r.srv); err != nil {
		return nil, err
	}
	return r, nil
}
