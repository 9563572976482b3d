// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"runtime/metrics"
	"runtime/trace"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// serverStats is what a server reports for the window between the
// "start" and "stop" commands on its standard input.
type serverStats struct {
	BgBytes    int64 `json:"bgBytes"`    // input bytes the background processed
	ElapsedNs  int64 `json:"elapsedNs"`  // length of the window
	CPUNs      int64 `json:"cpuNs"`      // process CPU time in the window
	Procs      int   `json:"procs"`      // CPUs the process could use (GOMAXPROCS, affinity)
	SchedP99Ns int64 `json:"schedP99Ns"` // p99 of /sched/latencies:seconds over the window
	Requests   int64 `json:"requests"`   // requests served
	// Percentiles of the time from a request's send, by the client's
	// clock, to its handler's start: the server's share of the latency.
	SrvP50Ns   int64 `json:"srvP50Ns"`
	SrvP99Ns   int64 `json:"srvP99Ns"`
	SrvP999Ns  int64 `json:"srvP999Ns"`
	BgPreempts int64 `json:"bgPreempts"` // /sched/preemptions/background:events, or -1
	GCs        int64 `json:"gcs"`        // GC cycles
}

// serverOptions configure the server role.
type serverOptions struct {
	work    string
	unit    int
	class   string
	workers int
	trace   string // file for an execution trace of the window, or ""
}

// runServer serves the foreground over HTTP on a loopback port beside
// the background workers, and reports on its standard output:
//
//	ready ADDR            once it listens and the workers have started
//	{...serverStats...}   after each "stop" command, for the window since
//	                      the last "start" command
//
// It exits when its standard input closes.
func runServer(o serverOptions) error {
	if (o.class == "background" || o.class == "yield") && !fork {
		return fmt.Errorf("class %s needs the goyield toolchain's runtime; this server was built by %s", o.class, runtime.Version())
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	var requests atomic.Int64
	page := make([]byte, 4<<10)
	for i := range page {
		page[i] = byte(i * 7)
	}
	mux := http.NewServeMux()
	var latMu sync.Mutex
	var lat []time.Duration
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if sent, err := strconv.ParseInt(r.Header.Get(sentHeader), 10, 64); err == nil {
			d := time.Duration(monotonicNow() - sent)
			if trace.IsEnabled() {
				trace.Log(r.Context(), "latency", strconv.FormatInt(int64(d), 10))
			}
			latMu.Lock()
			lat = append(lat, d)
			latMu.Unlock()
		}
		sum := sha256.Sum256(page)
		requests.Add(1)
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte(hex.EncodeToString(sum[:])))
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)

	var bgBytes atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	bgCount := bgBytes.Load
	switch o.class {
	case "none":
	case "process", "niceprocess":
		count, stopWorker, err := startWorker(o)
		if err != nil {
			return err
		}
		defer stopWorker()
		bgCount = count
	default:
		newWork := workloads[o.work]
		for range o.workers {
			w, err := newWork(o.unit)
			if err != nil {
				return err
			}
			wg.Go(func() {
				if o.class == "background" {
					setBackground(true)
				}
				for !stop.Load() {
					bgBytes.Add(int64(w.Unit()))
					if o.class == "yield" {
						yield()
					}
				}
			})
		}
	}
	fmt.Printf("ready %s\n", ln.Addr())

	var start struct {
		t        time.Time
		bg, reqs int64
		cpu      time.Duration
		sched    *metrics.Float64Histogram
		preempt  int64
		gcs      int64
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch cmd := in.Text(); cmd {
		case "start":
			start.t = time.Now()
			start.bg = bgCount()
			start.reqs = requests.Load()
			start.cpu, err = processCPU()
			if err != nil {
				return err
			}
			start.sched, start.preempt, start.gcs = readMetrics()
			latMu.Lock()
			lat = lat[:0]
			latMu.Unlock()
			if o.trace != "" {
				f, err := os.Create(o.trace)
				if err != nil {
					return err
				}
				defer f.Close()
				if err := trace.Start(f); err != nil {
					return err
				}
			}
			fmt.Println("started")
		case "stop":
			if start.t.IsZero() {
				return errors.New(`"stop" before "start"`)
			}
			elapsed := time.Since(start.t)
			if o.trace != "" {
				trace.Stop()
			}
			cpu, err := processCPU()
			if err != nil {
				return err
			}
			sched, preempt, gcs := readMetrics()
			st := serverStats{
				BgBytes:    bgCount() - start.bg,
				ElapsedNs:  int64(elapsed),
				CPUNs:      int64(cpu - start.cpu),
				Procs:      usableCPUs(runtime.GOMAXPROCS(0)),
				SchedP99Ns: int64(histQuantile(start.sched, sched, 0.99) * 1e9),
				Requests:   requests.Load() - start.reqs,
				BgPreempts: -1,
				GCs:        gcs - start.gcs,
			}
			latMu.Lock()
			if len(lat) > 0 {
				slices.Sort(lat)
				st.SrvP50Ns = int64(quantile(lat, 0.5))
				st.SrvP99Ns = int64(quantile(lat, 0.99))
				st.SrvP999Ns = int64(quantile(lat, 0.999))
			}
			latMu.Unlock()
			if preempt >= 0 {
				st.BgPreempts = preempt - start.preempt
			}
			b, _ := json.Marshal(st)
			fmt.Println(string(b))
		default:
			return fmt.Errorf("unknown command %q", cmd)
		}
	}
	stop.Store(true)
	wg.Wait()
	return nil
}

// readMetrics reads the scheduling-latency histogram, the count of
// preemptions of background goroutines (-1 without the goyield
// runtime), and the number of GC cycles.
func readMetrics() (*metrics.Float64Histogram, int64, int64) {
	const preemptName = "/sched/preemptions/background:events"
	s := []metrics.Sample{
		{Name: "/sched/latencies:seconds"},
		{Name: "/gc/cycles/total:gc-cycles"},
		{Name: preemptName},
	}
	metrics.Read(s)
	preempt := int64(-1)
	if s[2].Value.Kind() == metrics.KindUint64 {
		preempt = int64(s[2].Value.Uint64())
	}
	return s[0].Value.Float64Histogram(), preempt, int64(s[1].Value.Uint64())
}

// histQuantile returns the q quantile of the samples added to a
// cumulative histogram between snapshots a and b, as the upper bound of
// the bucket it falls in (the lower bound for the last, unbounded
// bucket), or 0 if there are none.
func histQuantile(a, b *metrics.Float64Histogram, q float64) float64 {
	var total uint64
	for i := range b.Counts {
		total += b.Counts[i] - a.Counts[i]
	}
	if total == 0 {
		return 0
	}
	rank := uint64(q * float64(total))
	var seen uint64
	for i := range b.Counts {
		seen += b.Counts[i] - a.Counts[i]
		if seen > rank {
			hi := b.Buckets[i+1]
			if hi > 1e300 {
				return b.Buckets[i]
			}
			return hi
		}
	}
	return b.Buckets[len(b.Buckets)-2]
}

// startWorker starts the background of class process or niceprocess:
// o.workers goroutines of o.work in a process of their own (this program
// with -role worker), with the server's GOMAXPROCS and CPUs, at nice 19
// for niceprocess. Nothing of it is in the server's scheduler, so only
// the kernel arbitrates between the two: the control for what the OS
// alone gives the foreground, without and with priority. count returns
// the input bytes the worker has processed; stop ends it.
func startWorker(o serverOptions) (count func() int64, stop func(), err error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, nil, err
	}
	cmd := exec.Command(exe, "-role", "worker", "-work", o.work, "-unit", strconv.Itoa(o.unit),
		"-workers", strconv.Itoa(o.workers))
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = workerAttr()
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	start := cmd.Start
	if o.class == "niceprocess" {
		// The kernel sends the death signal when the thread that
		// forked exits, which startNiced's does at once. The worker
		// exits anyway when its standard input closes with us.
		cmd.SysProcAttr = nil
		start = func() error { return startNiced(cmd, 19) }
	}
	if err := start(); err != nil {
		return nil, nil, err
	}
	lines := bufio.NewScanner(out)
	var mu sync.Mutex
	count = func() int64 {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintln(in, "count")
		if !lines.Scan() {
			panic(fmt.Sprintf("httpbench: the background worker process exited: %v", lines.Err()))
		}
		n, err := strconv.ParseInt(lines.Text(), 10, 64)
		if err != nil {
			panic(fmt.Sprintf("httpbench: the background worker process said %q", lines.Text()))
		}
		return n
	}
	// It is running once it answers.
	count()
	return count, func() {
		in.Close()
		cmd.Wait()
	}, nil
}

// runWorker runs o.workers plain goroutines of o.work and answers each
// line on its standard input with the input bytes they have processed.
// It exits when its standard input closes.
func runWorker(o serverOptions) error {
	var bgBytes atomic.Int64
	for range o.workers {
		w, err := workloads[o.work](o.unit)
		if err != nil {
			return err
		}
		go func() {
			for {
				bgBytes.Add(int64(w.Unit()))
			}
		}()
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		fmt.Println(bgBytes.Load())
	}
	return in.Err()
}
