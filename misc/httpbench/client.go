// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// clientStats is what the client reports: latencies in nanoseconds.
type clientStats struct {
	Requests   int    `json:"requests"`
	Errors     int    `json:"errors"`
	FirstError string `json:"firstError,omitempty"`
	P50Ns      int64  `json:"p50Ns"`
	P99Ns      int64  `json:"p99Ns"`
	P999Ns     int64  `json:"p999Ns"`
	MaxNs      int64  `json:"maxNs"`
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
		t.Header = http.Header{sentHeader: []string{strconv.FormatInt(monotonicNow(), 10)}}
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
	if len(lat) > 0 {
		slices.Sort(lat)
		st.P50Ns = int64(quantile(lat, 0.5))
		st.P99Ns = int64(quantile(lat, 0.99))
		st.P999Ns = int64(quantile(lat, 0.999))
		st.MaxNs = int64(lat[len(lat)-1])
	}
	b, _ := json.Marshal(st)
	fmt.Println(string(b))
	return nil
}

// quantile returns the q quantile of sorted, by the nearest-rank method.
func quantile(sorted []time.Duration, q float64) time.Duration {
	i := int(q*float64(len(sorted)) + 0.5)
	return sorted[min(max(i-1, 0), len(sorted)-1)]
}
