// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"runtime/metrics"
	"runtime/trace"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"goyield.dev/harness"
)

// serverStats is what a server reports for the window between the
// "start" and "stop" commands on its standard input.
type serverStats struct {
	harness.WindowStats
	BgBytes  int64 `json:"bgBytes"`  // input bytes the background processed
	Requests int64 `json:"requests"` // requests served
	// Percentiles of the time from a request's send, by the client's
	// clock, to its handler's start: the server's share of the latency.
	SrvP50Ns   int64 `json:"srvP50Ns"`
	SrvP99Ns   int64 `json:"srvP99Ns"`
	SrvP999Ns  int64 `json:"srvP999Ns"`
	BgPreempts int64 `json:"bgPreempts"` // /sched/preemptions/background:events, or -1
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
// the background workers, and speaks the harness's handshake
// (harness.Serve): it is ready once it listens and the workers have
// started, and reports serverStats for each window. It exits when its
// standard input closes.
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
			d := time.Duration(harness.MonotonicNow() - sent)
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
	var start struct {
		bg, reqs int64
		preempt  int64
	}
	err = harness.Serve(ln.Addr().String(), o.trace, func() error {
		start.bg = bgCount()
		start.reqs = requests.Load()
		start.preempt = readPreempts()
		latMu.Lock()
		lat = lat[:0]
		latMu.Unlock()
		return nil
	}, func(w harness.WindowStats) (any, error) {
		st := serverStats{
			WindowStats: w,
			BgBytes:     bgCount() - start.bg,
			Requests:    requests.Load() - start.reqs,
			BgPreempts:  -1,
		}
		latMu.Lock()
		if len(lat) > 0 {
			s := harness.Summarize(lat, false)
			st.SrvP50Ns, st.SrvP99Ns, st.SrvP999Ns = s.P50Ns, s.P99Ns, s.P999Ns
		}
		latMu.Unlock()
		if p := readPreempts(); p >= 0 {
			st.BgPreempts = p - start.preempt
		}
		return st, nil
	})
	stop.Store(true)
	wg.Wait()
	return err
}

// readPreempts reads the count of preemptions of background goroutines,
// or -1 without the goyield runtime.
func readPreempts() int64 {
	s := []metrics.Sample{{Name: "/sched/preemptions/background:events"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		return int64(s[0].Value.Uint64())
	}
	return -1
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
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	// The worker dies with the server (harness.Start's Pdeathsig), and
	// a niced one, which harness.Start cannot tie to the server so, when
	// its standard input closes with the server.
	p := harness.Placement{}
	if o.class == "niceprocess" {
		p.Nice = 19
	}
	if _, err := harness.Start(cmd, p); err != nil {
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
