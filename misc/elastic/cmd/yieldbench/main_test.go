// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/perf/benchfmt"
)

func TestParseFlagsDefaults(t *testing.T) {
	o, err := parseFlags(nil)
	require.NoError(t, err)
	assert.Equal(t, allConfigs, o.configs)
	assert.Equal(t, allSources, o.sources)
	assert.Equal(t, 5*time.Second, o.dur)
	assert.Equal(t, 1, o.count)
	assert.Equal(t, 0.75, o.elastic.Initial)
	assert.Empty(t, o.set)
}

func TestParseFlagsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-d", "10ms"}, "-d 10ms: must be between 500ms and 10m"},
		{[]string{"-count", "0"}, "-count 0"},
		{[]string{"-configs", "spin,turbo"}, `-configs: unknown name "turbo"`},
		{[]string{"-configs", ","}, "-configs: empty list"},
		{[]string{"-sources", "udp"}, `-sources: unknown name "udp"`},
		{[]string{"-chunk", "1ns"}, "-chunk 1ns"},
		{[]string{"-interval", "1h"}, "-interval 1h0m0s"},
		{[]string{"-procs", "0"}, "-procs 0"},
		{[]string{"-fig", "gif"}, `-fig "gif": must be png or svg`},
		{[]string{"-target", "0s"}, "-target 0s: must be positive"},
		{[]string{"-delta", "2"}, "-delta 2"},
		{[]string{"-target", "500ns"}, "-target 500ns: must be at least 1µs"},
		{[]string{"-min", "0"}, "-min 0: must be in (0, 1]"},
		{[]string{"-max", "0"}, "-max 0: must be in (0, 1]"},
		{[]string{"-initial", "0"}, "-initial 0: must be in (0, 1]"},
		{[]string{"-min", "0.5", "-max", "0.4"}, "elastic controller flags"},
		{[]string{"-initial", "0.9"}, "Initial 0.9 is outside"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-d", "soon"}, "invalid value"},
	} {
		_, err := parseFlags(tc.args)
		if assert.Error(t, err, "%q", tc.args) {
			assert.Contains(t, err.Error(), tc.want, "%q", tc.args)
		}
	}
}

func TestParseFlagsListsAndPassThrough(t *testing.T) {
	o, err := parseFlags([]string{"-configs", " yield, spin,yield", "-sources", "tcp,timer", "-ab", "-out", "x", "-d", "2s"})
	require.NoError(t, err)
	assert.Equal(t, []string{"spin", "yield"}, o.configs, "known order, no duplicates")
	assert.Equal(t, []string{"timer", "tcp"}, o.sources)
	args := passThrough(o)
	slices.Sort(args)
	assert.Equal(t, []string{"-configs= yield, spin,yield", "-d=2s", "-sources=tcp,timer"}, args, "-ab's own flags are not passed on")
}

func TestPlan(t *testing.T) {
	o := &options{count: 2, sources: []string{"timer", "tcp"}, configs: []string{"spin", "yield"}}
	steps := plan(o)
	require.Len(t, steps, 2*(1+4))
	assert.Equal(t, step{"", soloCfg, 1}, steps[0], "each round starts with the background alone")
	assert.Equal(t, step{"timer", "yield", 1}, steps[2])
	assert.Equal(t, step{"", soloCfg, 2}, steps[5])
}

func TestWindowedP99(t *testing.T) {
	var s []sample
	for i := range 1000 {
		lat := int64(10_000) // 10µs
		if i >= 500 {
			lat = 5_000_000 // 5ms in the second window
		}
		s = append(s, sample{at: int64(i) * int64(time.Millisecond) / 2, lat: lat})
	}
	xys := windowedP99(s, 250*time.Millisecond)
	require.Len(t, xys, 2)
	assert.InDelta(t, 0.25, xys[0].X, 1e-9)
	assert.InDelta(t, 0.010, xys[0].Y, 0.0001)
	assert.InDelta(t, 0.5, xys[1].X, 1e-9)
	assert.InDelta(t, 5, xys[1].Y, 0.01)
}

func TestCDFPoints(t *testing.T) {
	var s []sample
	for i := range 1000 {
		s = append(s, sample{lat: int64(i+1) * 1000})
	}
	xys := cdfPoints(s)
	require.NotEmpty(t, xys)
	for i := 1; i < len(xys); i++ {
		assert.GreaterOrEqual(t, xys[i].X, xys[i-1].X)
		assert.GreaterOrEqual(t, xys[i].Y, xys[i-1].Y)
	}
	last := xys[len(xys)-1]
	assert.Equal(t, 1.0, last.Y)
	assert.InDelta(t, 1.0, last.X, 1e-9, "the slowest: 1ms")
}

// TestRunShort runs a few configurations for real, briefly, and checks
// that the results file is benchstat input with the expected figures.
func TestRunShort(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping a run of the harness")
	}
	out := t.TempDir()
	o, err := parseFlags([]string{"-d", "500ms", "-warmup", "50ms", "-configs", "fg-only,spin,elastic-yield",
		"-sources", "handoff,timer,lock", "-out", out, "-q"})
	require.NoError(t, err)
	var summary strings.Builder
	require.NoError(t, runAll(t.Context(), o, &summary))
	assert.Contains(t, summary.String(), "fg p99.9")

	f, err := os.Open(filepath.Join(out, "results.txt"))
	require.NoError(t, err)
	defer f.Close()
	r := benchfmt.NewReader(f, "results.txt")
	units := map[string]map[string]bool{}
	for r.Scan() {
		res, ok := r.Result().(*benchfmt.Result)
		if !ok {
			continue
		}
		name := string(res.Name.Full())
		units[name] = map[string]bool{}
		for _, v := range res.Values {
			unit := v.OrigUnit // the reader tidies -ns units into -sec
			if unit == "" {
				unit = v.Unit
			}
			units[name][unit] = true
		}
	}
	require.NoError(t, r.Err())
	assert.Len(t, units, 1+3*3)
	assert.True(t, units["Yieldbench/src=none/cfg=bg-solo"]["bg-chunks/s"])
	fg := units["Yieldbench/src=timer/cfg=fg-only"]
	assert.True(t, fg["p99-ns"] && fg["sched-p99-ns"] && fg["cpu-util-%"])
	assert.False(t, fg["bg-rel"], "no background in fg-only")
	el := units["Yieldbench/src=handoff/cfg=elastic-yield"]
	assert.True(t, el["p99.9-ns"] && el["bg-rel"] && el["limit-mean-%"])
	lk := units["Yieldbench/src=lock/cfg=spin"]
	assert.True(t, lk["p99-ns"] && lk["bg-rel"], "the lock source measures lock waits beside the background")

	for _, name := range []string{"summary.txt", "limit.csv", "latency-cdf-timer.png", "latency-over-time-handoff.png", "limit-over-time.png"} {
		st, err := os.Stat(filepath.Join(out, name))
		if assert.NoError(t, err, name) {
			assert.Positive(t, st.Size(), name)
		}
	}
	sum, err := os.ReadFile(filepath.Join(out, "summary.txt"))
	require.NoError(t, err)
	assert.True(t, strings.Contains(string(sum), "elastic-yield"))
}

// The lock source's holder alternates lockChunks chunks with the mutex
// held and as many without it, and releases it when it stops.
func TestLockHolder(t *testing.T) {
	var mu sync.Mutex
	h := &lockHolder{mu: &mu}
	for round := range 2 {
		for i := range 2 * lockChunks {
			h.beforeChunk()
			held := !mu.TryLock()
			if !held {
				mu.Unlock()
			}
			require.Equal(t, i < lockChunks, held, "round %d, chunk %d", round, i)
		}
	}
	h.beforeChunk()
	h.release()
	require.True(t, mu.TryLock(), "release left the mutex locked")
	var none *lockHolder
	none.beforeChunk() // other goroutines have none
	none.release()
}
