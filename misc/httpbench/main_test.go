// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"goyield.dev/harness"
)

func TestParseRates(t *testing.T) {
	got, err := parseRates("1000, 1")
	if err != nil || len(got) != 2 || got[0] != 1000 || got[1] != 1 {
		t.Errorf("parseRates = %v, %v", got, err)
	}
	for _, bad := range []string{"0", "-5", "x", "10,"} {
		if _, err := parseRates(bad); err == nil {
			t.Errorf("parseRates(%q) succeeded", bad)
		}
	}
}

// A pinned server runs at each size, an unpinned one once, on every CPU
// of the largest size's layout, whatever the sizes.
func TestServerLayouts(t *testing.T) {
	// -procs 1,2,4 on 8 CPUs: the client on CPUs 4-7 at every size.
	client := []int{4, 5, 6, 7}
	var sizes []harness.Layout
	for _, n := range []int{1, 2, 4} {
		var server []int
		for c := range n {
			server = append(server, c)
		}
		sizes = append(sizes, harness.Layout{Procs: n, Server: server, Client: client})
	}
	keys, layouts := serverLayouts([]string{"pinned", "unpinned"}, sizes)
	var got []string
	for _, k := range keys {
		got = append(got, k.server+" "+layouts[k].String())
	}
	want := []string{
		"pinned procs=1: server on CPUs 0, client on CPUs 4-7",
		"pinned procs=2: server on CPUs 0,1, client on CPUs 4-7",
		"pinned procs=4: server on CPUs 0-3, client on CPUs 4-7",
		"unpinned procs=8: server on CPUs 0-7, client on CPUs 0-7",
	}
	if !slices.Equal(got, want) {
		t.Errorf("serverLayouts =\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// The corpus is the same in every process, and compresses about as well
// as prose.
func TestCorpus(t *testing.T) {
	c := corpus()
	if len(c) != corpusSize || !bytes.Equal(c, sharedCorpus) {
		t.Fatalf("corpus is %d bytes, or differs between calls", len(c))
	}
	var out bytes.Buffer
	w := brotli.NewWriterLevel(&out, 5)
	w.Write(c)
	w.Close()
	if r := float64(len(c)) / float64(out.Len()); r < 2 || r > 8 {
		t.Errorf("the corpus compresses %.1f:1; want between 2:1 and 8:1, as prose does", r)
	}
}

func TestWorkloads(t *testing.T) {
	for name, unit := range map[string]int{"brotli": 64 << 10, "sort": 1 << 16} {
		w, err := workloads[name](unit)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for range 20 {
			total += w.Unit()
		}
		if total != 20*unit {
			t.Errorf("%s: 20 units of %d bytes processed %d bytes", name, unit, total)
		}
		if _, err := workloads[name](0); err == nil {
			t.Errorf("%s accepted a unit of 0 bytes", name)
		}
	}
	s, _ := newSort(1 << 12)
	s.Unit()
	keys := s.(*sortWork).keys
	for i := 1; i < len(keys); i++ {
		if keys[i-1] > keys[i] {
			t.Fatal("sort's unit left its keys unsorted")
		}
	}
}

// A run of the whole harness, with this build as server and client.
func TestSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("runs server and client processes for a few seconds")
	}
	if runtime.GOOS != "linux" {
		t.Skip("httpbench measures CPU time on Linux only")
	}
	exe := filepath.Join(t.TempDir(), "httpbench")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out := t.TempDir()
	// niceprocess runs too, but at nice 19 its worker may get no CPU
	// in so short a window on a busy machine: TestStartNiced checks it.
	classes := "none,plain,process,niceprocess"
	if fork {
		classes += ",background,yield"
	}
	// brotli's encoder takes in 64 KiB writes but compresses only every
	// few, about 65ms of CPU each: a window of 500ms on a loaded 2-CPU
	// machine could end before a worker's first, with nothing counted.
	cmd := exec.Command(exe, "-servers", "unpinned", "-rates", "200", "-works", "brotli",
		"-classes", classes, "-d", "1500ms", "-warmup", "100ms", "-out", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd, err, b)
	}
	res, err := os.ReadFile(filepath.Join(out, "results.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for l := range strings.Lines(string(res)) {
		if !strings.HasPrefix(l, "BenchmarkHTTP/") {
			continue
		}
		lines++
		for _, unit := range []string{"fg-p50-ns", "fg-p99-ns", "srv-p99-ns", "cpu-util"} {
			if !strings.Contains(l, " "+unit) {
				t.Errorf("result line lacks %s: %s", unit, l)
			}
		}
		if !strings.Contains(l, "class=none") && !strings.Contains(l, "class=niceprocess") {
			// The background did some work: in the class process,
			// the server read the worker process's count.
			f := strings.Fields(l)
			if i := slices.Index(f, "bg-MB/s"); i < 1 {
				t.Errorf("result line lacks bg-MB/s: %s", l)
			} else if v, err := strconv.ParseFloat(f[i-1], 64); err != nil || v <= 0 {
				t.Errorf("result line has bg-MB/s %q, want a positive number: %s", f[i-1], l)
			}
		}
	}
	if want := len(strings.Split(classes, ",")); lines != want {
		t.Errorf("%d result lines, want %d:\n%s", lines, want, res)
	}
	if _, err := os.Stat(filepath.Join(out, "summary.txt")); err != nil {
		t.Error(err)
	}
}

// Bad flags are refused before anything runs, with the flag's name; a
// pinned server needs CPUs apart from the client's, an unpinned one not.
func TestBadFlags(t *testing.T) {
	if testing.Short() {
		t.Skip("builds httpbench")
	}
	if runtime.GOOS != "linux" {
		t.Skip("places processes on Linux only")
	}
	exe := filepath.Join(t.TempDir(), "httpbench")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	n := strconv.Itoa(runtime.NumCPU())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-procs", n}, "-procs " + n + " leaves the client no CPU of its own"},
		{[]string{"-servers", "pinned", "-server-cpus", "0", "-client-cpus", "0"}, "overlap"},
		{[]string{"-procs", "0"}, "-procs"},
		{[]string{"-bins", t.TempDir()}, "-bins: there is no"},
		{[]string{"-toolchain", "x=go"}, "use them with -ab"},
	} {
		out := t.TempDir()
		b, err := exec.Command(exe, append(c.args, "-out", out)...).CombinedOutput()
		if err == nil || !strings.Contains(string(b), c.want) {
			t.Errorf("httpbench %q: %v\n%s\nwant an error saying %q", c.args, err, b, c.want)
		}
	}
	// Unpinned, the client may share the server's CPUs.
	out := t.TempDir()
	cmd := exec.Command(exe, "-servers", "unpinned", "-procs", n, "-classes", "none", "-rates", "100",
		"-d", "500ms", "-warmup", "0s", "-out", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%v: %v\n%s", cmd, err, b)
	}
}
