// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
	"goyield.dev/harness"
)

// clientStats is what the client reports: latencies in nanoseconds, of
// the requests that succeeded.
type clientStats struct {
	harness.Summary
	Requests   int    `json:"requests"`
	Errors     int    `json:"errors"`
	Late       int    `json:"late"` // requests started more than lateStart after they were due
	FirstError string `json:"firstError,omitempty"`
}

// lateStart is how late after it was due a request may start before the
// client counts it as late: the pacer's own lateness, up to a
// millisecond, and as much again.
const lateStart = 2 * time.Millisecond

// sentHeader carries a request's send time, on CLOCK_MONOTONIC in
// nanoseconds.
const sentHeader = "X-Httpbench-Sent"

// runClient sends GET requests to target at rate per second for d, open
// loop, with vegeta's attacker, and prints clientStats as JSON.
//
// Vegeta's pacer decides when each request is due and starts it then,
// adding workers if all are busy, so a slow server cannot slow the
// requests down and hide its latency (coordinated omission). The latency
// of a request is vegeta's, from when a worker started it to the end of
// its response body. It leaves out how late the client started it, which
// it does not count from the time the request was due: the pacer sleeps
// with time.Sleep, which on Linux wakes up to a millisecond late (the
// runtime's poller waits in whole milliseconds), and that would add 0.5ms
// to an idle server's median at 1,000 requests a second. Requests started
// more than lateStart after they were due, by a client that waited for a
// CPU, say, are counted instead (Late).
func runClient(target string, rate int, d time.Duration) error {
	atk := vegeta.NewAttacker(
		vegeta.KeepAlive(true),
		vegeta.Timeout(10*time.Second),
		vegeta.Workers(8),
	)
	// Each request carries its send time on CLOCK_MONOTONIC, which the
	// server shares, so that the server can tell how long a request took
	// to reach its handler apart from the client's own delays.
	tr := func(t *vegeta.Target) error {
		t.Method = http.MethodGet
		t.URL = target
		t.Header = http.Header{sentHeader: []string{strconv.FormatInt(harness.MonotonicNow(), 10)}}
		return nil
	}
	pacer := vegeta.ConstantPacer{Freq: rate, Per: time.Second}
	// The pacer makes request n (from 0) due (n+1)×interval after the
	// attack begins, a moment after start; results are numbered in the
	// order their workers took them, the pacer's give or take one.
	interval := time.Second / time.Duration(rate)
	var lat []time.Duration
	var st clientStats
	start := time.Now()
	for res := range atk.Attack(tr, pacer, d, "httpbench") {
		st.Requests++
		if res.Error != "" || res.Code != http.StatusOK {
			st.Errors++
			if st.FirstError == "" {
				st.FirstError = fmt.Sprintf("code %d: %s", res.Code, res.Error)
			}
			continue
		}
		if due := start.Add(time.Duration(res.Seq+1) * interval); res.Timestamp.Sub(due) > lateStart {
			st.Late++
		}
		lat = append(lat, res.Latency)
	}
	st.Summary = harness.Summarize(lat, false)
	b, _ := json.Marshal(st)
	fmt.Println(string(b))
	return nil
}
