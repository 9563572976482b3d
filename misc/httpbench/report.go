// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"

	"goyield.dev/harness"
)

// writeSummary writes a table of each configuration's medians over its
// runs: one table per server configuration, rate and workload, with the
// idle server (class none) in each for reference, and each class's
// background throughput relative to plain goroutines built by the same
// toolchain.
func writeSummary(w io.Writer, results []*result) {
	type key struct {
		procs  int
		server string
		rate   int
		work   string
	}
	var keys []key
	byConfig := map[config][]*result{}
	for _, r := range results {
		byConfig[r.config] = append(byConfig[r.config], r)
		if r.work != "none" {
			if k := (key{r.procs, r.server, r.rate, r.work}); !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	med := harness.Median[*result]
	mbps := func(r *result) float64 { return float64(r.srv.BgBytes) / 1e6 / r.srv.Seconds() }
	for _, k := range keys {
		fmt.Fprintf(w, "procs=%d server=%s rate=%d/s work=%s (medians)\n", k.procs, k.server, k.rate, k.work)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "class\ttoolchain\truns\tfg p50\tfg p99\tfg p99.9\tsrv p99\tbg MB/s\tvs plain\tcpu\tsched p99\t")
		for _, class := range allClasses {
			for _, tc := range toolchainsOf(results) {
				c := config{k.procs, k.server, k.rate, k.work, class, tc}
				if class == "none" {
					c.work = "none"
				}
				rs := byConfig[c]
				if len(rs) == 0 {
					continue
				}
				bg, rel := "-", "-"
				if class != "none" {
					m := med(rs, mbps)
					bg = fmt.Sprintf("%.2f", m)
					plain := byConfig[config{k.procs, k.server, k.rate, k.work, "plain", tc}]
					if p := med(plain, mbps); len(plain) > 0 && p > 0 {
						rel = fmt.Sprintf("%.2f", m/p)
					}
				}
				fmt.Fprintf(tw, "%s\t%s\t%d\t%v\t%v\t%v\t%v\t%s\t%s\t%.2f\t%v\t\n", class, tc, len(rs),
					harness.Dur(med(rs, func(r *result) float64 { return float64(r.cli.P50Ns) })),
					harness.Dur(med(rs, func(r *result) float64 { return float64(r.cli.P99Ns) })),
					harness.Dur(med(rs, func(r *result) float64 { return float64(r.cli.P999Ns) })),
					harness.Dur(med(rs, func(r *result) float64 { return float64(r.srv.SrvP99Ns) })),
					bg, rel,
					med(rs, func(r *result) float64 { return r.srv.CPUUtil() }),
					harness.Dur(med(rs, func(r *result) float64 { return float64(r.srv.SchedP99Ns) })))
			}
		}
		tw.Flush()
		fmt.Fprintln(w)
	}
}

// toolchainsOf returns the toolchains of results: fork and stock first,
// then the others in the order they appear.
func toolchainsOf(results []*result) []string {
	tcs := []string{"fork", "stock"}
	for _, r := range results {
		if !slices.Contains(tcs, r.toolchain) {
			tcs = append(tcs, r.toolchain)
		}
	}
	return tcs
}
