// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"errors"
	"math"
	"net"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/vfs"
	"github.com/redis/go-redis/v9"
	"github.com/tidwall/redcon"
)

// The server speaks enough RESP for a Redis client library: GET, SET,
// PING, and errors for the rest.
func TestServeCommands(t *testing.T) {
	db, err := pebble.Open("db", &pebble.Options{FS: vfs.NewMem(), Logger: quietLogger{}})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := loadRecords(db, 100); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var gets, sets atomic.Int64
	var svc serviceTimes
	srv := redcon.NewServer("", commandHandler(db, &gets, &sets, &svc), nil, nil)
	go srv.Serve(ln)
	defer srv.Close()

	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{Addr: ln.Addr().String(), Protocol: 2, DisableIdentity: true})
	defer rdb.Close()
	if err := rdb.Ping(ctx).Err(); err != nil {
		t.Fatal(err)
	}
	key := string(recordKey(42))
	v, err := rdb.Get(ctx, key).Result()
	if err != nil || len(v) != recordSize {
		t.Fatalf("GET of a loaded record: %d bytes, %v", len(v), err)
	}
	if err := rdb.Set(ctx, key, "new value", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if v, err := rdb.Get(ctx, key).Result(); err != nil || v != "new value" {
		t.Fatalf("GET after SET: %q, %v", v, err)
	}
	if err := rdb.Get(ctx, "no such key").Err(); !errors.Is(err, redis.Nil) {
		t.Errorf("GET of a missing key: %v, want nil reply", err)
	}
	if err := rdb.Do(ctx, "HSET", "a", "b", "c").Err(); err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Errorf("unknown command: %v", err)
	}
	if gets.Load() != 3 || sets.Load() != 1 {
		t.Errorf("counted %d GETs and %d SETs, want 3 and 1", gets.Load(), sets.Load())
	}

	// The client sends each GET and SET with its send time as a last
	// argument, which the server takes off before serving the command
	// and turns into the command's wait.
	svc.reset()
	key = string(recordKey(3))
	if err := rdb.Do(ctx, "SET", key, "v1", sentArg()).Err(); err != nil {
		t.Fatalf("SET with a send time: %v", err)
	}
	if v, err := rdb.Do(ctx, "GET", key, sentArg()).Text(); err != nil || v != "v1" {
		t.Fatalf("GET with a send time: %q, %v; want the value SET stored, not the send time", v, err)
	}
	// A value that merely looks like a send time is a value.
	if err := rdb.Set(ctx, key, "@12", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if v, err := rdb.Get(ctx, key).Result(); err != nil || v != "@12" {
		t.Fatalf("GET after SET of \"@12\": %q, %v", v, err)
	}
	_, _, _, _, waitP99, waitMax := svc.summary()
	if len(svc.waits) != 2 {
		t.Fatalf("recorded %d waits, want 2 (the commands that carried a send time)", len(svc.waits))
	}
	if waitP99 <= 0 || waitMax > int64(10*time.Second) {
		t.Errorf("waits p99 %v, max %v: want a positive wait under 10s", time.Duration(waitP99), time.Duration(waitMax))
	}
}

func TestPopSent(t *testing.T) {
	for _, c := range []struct {
		args []string
		sent int64
		ok   bool
		rest int
	}{
		{[]string{"GET", "k", "@123"}, 123, true, 2},
		{[]string{"SET", "k", "v", "@45"}, 45, true, 3},
		{[]string{"GET", "k"}, 0, false, 2},
		{[]string{"SET", "k", "v", "@x"}, 0, false, 4}, // not a number
		{[]string{"SET", "k", "@12"}, 0, false, 3},     // a value
		{[]string{"GET", "k", "@"}, 0, false, 3},
		{[]string{"PING", "@1"}, 0, false, 2},
		{[]string{"PING"}, 0, false, 1},
	} {
		cmd := redcon.Command{}
		for _, a := range c.args {
			cmd.Args = append(cmd.Args, []byte(a))
		}
		sent, ok := popSent(&cmd)
		if sent != c.sent || ok != c.ok || len(cmd.Args) != c.rest {
			t.Errorf("popSent(%q) = %d, %v, leaving %d arguments; want %d, %v, %d", c.args, sent, ok, len(cmd.Args), c.sent, c.ok, c.rest)
		}
	}
}

// The step's metrics read the server's series against the rate schedule,
// with samples placed by the window's start.
func TestStepMetrics(t *testing.T) {
	rate, err := parseRate("1000,5000@1s,1000@2s")
	if err != nil {
		t.Fatal(err)
	}
	ms := time.Millisecond
	// Samples end at 100ms + 250ms*(i-2) from the window's start: the
	// first phase holds those ending at 350, 600 and 850ms (0.8), the
	// second those ending at 1350, 1600 and 1850ms (0.4); the one ending
	// at 1100ms straddles the step.
	s := series{IntervalNs: int64(250 * ms), Start: 2, FirstNs: int64(100 * ms),
		Import: []float64{0.1, 0.5, 0.8, 0.8, 0.8, 0.8, 0.5, 0.4, 0.4, 0.4, 0.8, 0.8},
		CPU:    []float64{0.2, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.5, 0.9},
	}
	if got := s.end(2); got != 100*ms {
		t.Errorf("the window's first sample ends at %v, want 100ms", got)
	}
	check := func(what string, got time.Duration, ok bool, want time.Duration) {
		t.Helper()
		if !ok || got != want {
			t.Errorf("%s = %v, %v; want %v, true", what, got, ok, want)
		}
	}
	if got, want := phaseMeans(&s, s.Import, rate), []float64{0.8, 0.4, 0.8}; !slices.EqualFunc(got, want, func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }) {
		t.Errorf("phaseMeans = %v, want %v", got, want)
	}
	// The sample across the step, mostly before it, counts for neither
	// side: the first one wholly after it is halfway.
	fall, ok := importFall(&s, rate, false)
	check("importFall, halfway in the sample across the step", fall, ok, 350*ms)
	s.Import[6] = 0.75
	fall, ok = importFall(&s, rate, false)
	check("importFall, halfway in the first sample after the step", fall, ok, 350*ms)
	s.Import[6], s.Import[7] = 0.5, 0.75
	fall, ok = importFall(&s, rate, false)
	check("importFall, halfway a sample later", fall, ok, 600*ms)
	// Over quiet samples alone: a compaction in the last two samples of
	// the step takes the import's CPU to 0.1 there, which pulls the
	// step's mean to 0.27 and puts its halfway mark at 0.53, under the
	// 0.6 of the step's first whole sample; left out, the mean is 0.6 and
	// the mark 0.7.
	s.Import[6], s.Import[7], s.Import[8], s.Import[9] = 0.75, 0.6, 0.1, 0.1
	s.Pebble = []float64{0, 0, 0, 0.01, 0, 0, 0, 0, 1, 0.9, 0, 0}
	fall, ok = importFall(&s, rate, false)
	check("importFall, with a compaction in the step", fall, ok, 600*ms)
	fall, ok = importFall(&s, rate, true)
	check("importFall over quiet samples", fall, ok, 350*ms)
	s.Pebble[7] = 0.5
	fall, ok = importFall(&s, rate, true)
	if ok {
		t.Errorf("importFall over quiet samples, with none in the step = %v, true; want false", fall)
	}
	s.Pebble = nil
	if fall, ok = importFall(&s, rate, true); ok {
		t.Errorf("importFall over quiet samples, without Pebble's series = %v, true; want false", fall)
	}
	s.Import[6], s.Import[7], s.Import[8], s.Import[9] = 0.75, 0.4, 0.4, 0.4
	// At 0.9 in the last sample of the step: it never fell.
	back, ok := cpuBack(&s, rate, 0.85)
	check("cpuBack, at the level when the step ends", back, ok, 0)
	// Under it then: the sample across the step down (0.5) counts for
	// neither side, and the next is back.
	s.CPU[9] = 0.5
	back, ok = cpuBack(&s, rate, 0.85)
	check("cpuBack", back, ok, 350*ms)
	s.CPU[9] = 0.9

	s.FirstNs = 0 // unknown: the first sample ends an interval after the start
	if got := s.end(2); got != 250*ms {
		t.Errorf("with FirstNs unknown, the window's first sample ends at %v, want 250ms", got)
	}
	for _, c := range []struct {
		what string
		rate string
		s    series
	}{
		{"no step", "1000", s},
		{"a step down", "5000,1000@1s", s},
		{"no import series", "1000,5000@1s,1000@2s", series{IntervalNs: s.IntervalNs, CPU: s.CPU}},
	} {
		r, err := parseRate(c.rate)
		if err != nil {
			t.Fatal(err)
		}
		if d, ok := importFall(&c.s, r, false); ok {
			t.Errorf("%s: importFall = %v, true; want false", c.what, d)
		}
	}
	flat := series{IntervalNs: s.IntervalNs, Import: []float64{0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8}}
	if d, ok := importFall(&flat, rate, false); ok {
		t.Errorf("an import that did not fall: importFall = %v, true; want false", d)
	}
}

// The rate's phases count from the start of the client's schedule,
// which comes after the window's: the client process starts, and opens
// its connections, once the window has begun (80-160ms on a 2-CPU VM).
// The step's metrics read the server's samples on the schedule's clock.
func TestStepMetricsClientStart(t *testing.T) {
	rate, err := parseRate("1000,5000@1s,1000@2s")
	if err != nil {
		t.Fatal(err)
	}
	ms := time.Millisecond
	// By the window's clock, samples end every 250ms from 250ms; the
	// client starts 100ms into the window, so it steps up at 1.1s and
	// down at 2.1s by that clock. The import falls from 0.8 to 0.4 at
	// the step up, at once, and comes back at once at the step down:
	// the samples that straddle them are mixed. The server's CPU is
	// under 85% from the step's last samples until the first after
	// the step down.
	mono := int64(1e12)
	s := series{IntervalNs: int64(250 * ms), FirstNs: int64(250 * ms), StartMonoNs: mono,
		Import: []float64{0.8, 0.8, 0.8, 0.8, 0.56, 0.4, 0.4, 0.4, 0.64, 0.8, 0.8, 0.8},
		CPU:    []float64{0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.8, 0.7, 0.9, 0.9, 0.9},
	}
	r := &result{config: config{procs: 2, workload: "a", config: "yield", toolchain: "fork", compactions: "pebble"},
		srv: serverStats{Series: s}, cli: &clientStats{StartMonoNs: mono + int64(100*ms)}}
	r.srv.ElapsedNs, r.srv.Procs, r.srv.Workers = int64(3*time.Second), 2, 4
	r.alignSeries()
	got := map[string]float64{}
	for _, m := range r.metrics(rate) {
		got[m.Unit] = m.Value
	}
	// The first sample wholly after the step up ends 400ms after it
	// (1.5s by the window's clock); the one that ends 250ms after the
	// window's 1s began before the step.
	if got["import-cpu-fall-ms"] != 400 {
		t.Errorf("import-cpu-fall-ms = %v, want 400 (the first sample wholly after the client's step)", got["import-cpu-fall-ms"])
	}
	if got["cpu-85-after-step-ms"] != 400 {
		t.Errorf("cpu-85-after-step-ms = %v, want 400 (from the client's step down)", got["cpu-85-after-step-ms"])
	}
	if v := got["phase2-import-cpu"]; math.Abs(v-0.4) > 1e-9 {
		t.Errorf("phase2-import-cpu = %v, want 0.4 (no sample from before the client's step)", v)
	}
	// Without a client, the samples stay on the window's clock.
	r = &result{config: config{procs: 2, workload: "none", config: "import-only", toolchain: "fork", compactions: "pebble"},
		srv: serverStats{Series: s}}
	r.alignSeries()
	if d := r.srv.Series.end(0); d != 250*ms {
		t.Errorf("without a client, the first sample ends at %v, want 250ms from the window's start", d)
	}
}

// pebbleWork's busy time grows with the flushes and compactions in
// progress, and not at all with none.
func TestPebbleBusy(t *testing.T) {
	var w pebbleWork
	l := w.listener()
	if b := w.busy(); b != 0 {
		t.Fatalf("busy before any work = %v, want 0", b)
	}
	const d = 20 * time.Millisecond
	start := time.Now()
	l.FlushBegin(pebble.FlushInfo{})
	l.CompactionBegin(pebble.CompactionInfo{})
	time.Sleep(d)
	l.CompactionEnd(pebble.CompactionInfo{})
	l.FlushEnd(pebble.FlushInfo{})
	b := w.busy()
	if elapsed := time.Since(start); b < 2*d || b > 2*elapsed {
		t.Errorf("busy after two jobs of %v or more (%v in all) = %v, want at least %v and at most %v", d, elapsed, b, 2*d, 2*elapsed)
	}
	// An end with no begin (a job that began before the listener) does
	// not count negative time.
	l.CompactionEnd(pebble.CompactionInfo{})
	time.Sleep(d)
	if b2 := w.busy(); b2 != b {
		t.Errorf("busy with nothing in progress went from %v to %v", b, b2)
	}
	if w.compactions[0]+w.compactions[1] != 2 || w.flushes[0]+w.flushes[1] != 1 {
		t.Errorf("counted %v compactions and %v flushes, want 2 and 1", w.compactions, w.flushes)
	}
}
