// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/trace"
	"time"
)

// WindowStats are what every server measures of its window, the time
// between the handshake's "start" and "stop".
type WindowStats struct {
	ElapsedNs  int64 `json:"elapsedNs"`  // length of the window
	CPUNs      int64 `json:"cpuNs"`      // process CPU time in the window
	Procs      int   `json:"procs"`      // CPUs the process could use (GOMAXPROCS, affinity)
	SchedP99Ns int64 `json:"schedP99Ns"` // p99 of /sched/latencies:seconds over the window
	GCs        int64 `json:"gcs"`        // GC cycles
}

// CPUUtil returns the process's CPU use as a share of the CPUs it could
// use.
func (w WindowStats) CPUUtil() float64 {
	return float64(w.CPUNs) / float64(w.ElapsedNs) / float64(w.Procs)
}

// Seconds returns the window's length in seconds.
func (w WindowStats) Seconds() float64 { return float64(w.ElapsedNs) / 1e9 }

// A Window measures a server's window.
type Window struct {
	t     time.Time
	cpu   time.Duration
	sched *metrics.Float64Histogram
	gcs   uint64
	trace *os.File
}

// BeginWindow starts measuring. If traceFile is not "", it also writes
// an execution trace of the window to that file.
func BeginWindow(traceFile string) (*Window, error) {
	w := &Window{t: time.Now()}
	var err error
	if w.cpu, err = ProcessCPU(); err != nil {
		return nil, err
	}
	w.sched, w.gcs = readSched()
	if traceFile != "" {
		if w.trace, err = os.Create(traceFile); err != nil {
			return nil, err
		}
		if err := trace.Start(w.trace); err != nil {
			w.trace.Close()
			return nil, err
		}
	}
	return w, nil
}

// End stops measuring and returns the window's statistics.
func (w *Window) End() (WindowStats, error) {
	elapsed := time.Since(w.t)
	if w.trace != nil {
		trace.Stop()
		if err := w.trace.Close(); err != nil {
			return WindowStats{}, err
		}
	}
	cpu, err := ProcessCPU()
	if err != nil {
		return WindowStats{}, err
	}
	sched, gcs := readSched()
	return WindowStats{
		ElapsedNs:  int64(elapsed),
		CPUNs:      int64(cpu - w.cpu),
		Procs:      UsableCPUs(runtime.GOMAXPROCS(0)),
		SchedP99Ns: int64(HistQuantile(w.sched, sched, 0.99) * 1e9),
		GCs:        int64(gcs - w.gcs),
	}, nil
}

// readSched reads the scheduling-latency histogram and the number of GC
// cycles.
func readSched() (*metrics.Float64Histogram, uint64) {
	s := []metrics.Sample{
		{Name: "/sched/latencies:seconds"},
		{Name: "/gc/cycles/total:gc-cycles"},
	}
	metrics.Read(s)
	return s[0].Value.Float64Histogram(), s[1].Value.Uint64()
}
