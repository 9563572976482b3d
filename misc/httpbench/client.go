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
	FirstError string `json:"firstError,omitempty"`
}

// sentHeader carries a request's send time, on CLOCK_MONOTONIC in
// nanoseconds.
const sentHeader = "X-Httpbench-Sent"

// runClient sends GET requests to target at rate per second for d, open
// loop, with vegeta's attacker, and prints clientStats as JSON.
//
// Vegeta's pacer decides when each request is due and starts it then,
// adding workers if all are busy, so a slow server cannot slow the
// requests down and hide its latency (coordinated omission). The latency
// of a request is from its start to the end of its response body.
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
	var lat []time.Duration
	var st clientStats
	for res := range atk.Attack(tr, pacer, d, "httpbench") {
		st.Requests++
		if res.Error != "" || res.Code != http.StatusOK {
			st.Errors++
			if st.FirstError == "" {
				st.FirstError = fmt.Sprintf("code %d: %s", res.Code, res.Error)
			}
			continue
		}
		lat = append(lat, res.Latency)
	}
	st.Summary = harness.Summarize(lat, false)
	b, _ := json.Marshal(st)
	fmt.Println(string(b))
	return nil
}
