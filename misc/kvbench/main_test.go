// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// buildKvbench builds this program for a test.
func buildKvbench(t *testing.T) string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "kvbench")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return exe
}

// A run of the whole harness, with this build as server and client: the
// import runs, the client measures, and the results name their layout.
func TestSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("runs server and client processes for a few seconds")
	}
	if runtime.GOOS != "linux" || runtime.NumCPU() < 2 {
		t.Skip("kvbench measures on Linux, with two CPUs or more")
	}
	exe := buildKvbench(t)
	out := t.TempDir()
	cmd := exec.Command(exe, "-configs", "idle,import-only", "-workloads", "a", "-records", "2000",
		"-rate", "200", "-d", "1s", "-warmup", "500ms", "-figures=false", "-out", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd, err, b)
	}
	res, err := os.ReadFile(filepath.Join(out, "results.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res), "\n# layout procs=2: server on CPUs ") || !strings.Contains(string(res), "\n# machine: runtime.NumCPU() = ") {
		t.Errorf("results.txt's header does not name the layout and the machine:\n%s", res)
	}
	value := func(line, unit string) float64 {
		f := strings.Fields(line)
		i := slices.Index(f, unit)
		if i < 1 {
			t.Errorf("result line lacks %s: %s", unit, line)
			return 0
		}
		v, err := strconv.ParseFloat(f[i-1], 64)
		if err != nil {
			t.Errorf("result line has %s %q: %s", unit, f[i-1], line)
		}
		return v
	}
	var names []string
	for l := range strings.Lines(string(res)) {
		if !strings.HasPrefix(l, "BenchmarkKV/") {
			continue
		}
		names = append(names, strings.Fields(l)[0])
		if strings.Contains(l, "config=idle") {
			if v := value(l, "read-p99-ns"); v <= 0 {
				t.Errorf("the client measured no reads: %s", l)
			}
		} else if v := value(l, "rows/s"); v <= 0 {
			t.Errorf("the import made no rows: %s", l)
		}
	}
	tc := "stock"
	if program.Fork {
		tc = "fork"
	}
	slices.Sort(names)
	want := []string{
		"BenchmarkKV/procs=2/workload=a/config=idle/toolchain=" + tc,
		"BenchmarkKV/procs=2/workload=none/config=import-only/toolchain=" + tc,
	}
	if !slices.Equal(names, want) {
		t.Errorf("results %q, want %q", names, want)
	}

	// series.json has each run's samples, Pebble's jobs beside the CPU.
	b, err := os.ReadFile(filepath.Join(out, "series.json"))
	if err != nil {
		t.Fatal(err)
	}
	var runs []struct {
		Name   string
		Series series
	}
	if err := json.Unmarshal(b, &runs); err != nil {
		t.Fatalf("series.json: %v", err)
	}
	names = nil
	for _, r := range runs {
		names = append(names, r.Name)
		if s := r.Series; len(s.CPU) == 0 || len(s.Pebble) != len(s.CPU) || s.IntervalNs != int64(seriesInterval) {
			t.Errorf("series.json: %s has %d CPU samples and %d of Pebble's, every %v; want as many of each, and some, every %v",
				r.Name, len(s.CPU), len(s.Pebble), time.Duration(s.IntervalNs), seriesInterval)
		}
	}
	slices.Sort(names)
	if !slices.Equal(names, want) {
		t.Errorf("series.json has runs %q, want %q", names, want)
	}
}

// Bad flags are refused before anything runs, with the flag's name.
func TestBadFlags(t *testing.T) {
	if testing.Short() {
		t.Skip("builds kvbench")
	}
	exe := buildKvbench(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-procs", "0"}, "-procs"},
		{[]string{"-procs", "4096"}, "-procs 4096: this process may run on"},
		{[]string{"-server-cpus", "1023"}, "-server-cpus 1023: this process may not run on CPU 1023"},
		{[]string{"-client-cpus", "2-1"}, "-client-cpus"},
		{[]string{"-bins", t.TempDir()}, "-bins: there is no"},
		{[]string{"-build", "x"}, "use it with -ab"},
		{[]string{"-configs", "bogus"}, "-configs"},
		{[]string{"-compactions", "bogus"}, "-compactions"},
		{[]string{"-rate", "1000,5000"}, "-rate"},
	} {
		out := t.TempDir()
		b, err := exec.Command(exe, append(c.args, "-out", out)...).CombinedOutput()
		if err == nil || !strings.Contains(string(b), c.want) {
			t.Errorf("kvbench %q: %v\n%s\nwant an error saying %q", c.args, err, b, c.want)
		}
		if _, err := os.Stat(filepath.Join(out, "results.txt")); err == nil {
			t.Errorf("kvbench %q started runs", c.args)
		}
	}
}

// A run's metrics count the operations the client sent late, by which a
// round with a client that fell behind can be told apart.
func TestMetricsLateOps(t *testing.T) {
	r := &result{config: config{procs: 2, workload: "a", config: "idle", toolchain: "fork"}, cli: &clientStats{LateSends: 7}}
	r.cli.All.Errors = 2
	got := map[string]float64{}
	for _, m := range r.metrics(rateSchedule{{rate: 1000}}) {
		got[m.Unit] = m.Value
	}
	if got["late-ops"] != 7 || got["failed-ops"] != 2 {
		t.Errorf("late-ops = %v, failed-ops = %v; want 7 and 2 (all metrics: %v)", got["late-ops"], got["failed-ops"], got)
	}
}
