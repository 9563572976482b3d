// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"text/tabwriter"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"goyield.dev/harness"
	"goyield.dev/harness/plots"
)

// median returns the median of the values f gives for rs.
func median(rs []*result, f func(*result) float64) float64 { return harness.Median(rs, f) }

// groups returns results grouped by configuration, in the order the
// configurations first appear in results' rounds by name.
func groups(results []*result) ([]config, map[config][]*result) {
	by := map[config][]*result{}
	var keys []config
	for _, r := range results {
		if by[r.config] == nil {
			keys = append(keys, r.config)
		}
		by[r.config] = append(by[r.config], r)
	}
	rank := func(c config) int {
		return 2*slices.Index(allConfigs, c.config) + slices.Index(compactionModes, c.compactions)
	}
	slices.SortStableFunc(keys, func(a, b config) int {
		switch {
		case a.procs != b.procs:
			return a.procs - b.procs
		case a.workload != b.workload:
			return compare(a.workload, b.workload)
		case a.toolchain != b.toolchain:
			return compare(a.toolchain, b.toolchain)
		}
		return rank(a) - rank(b)
	})
	return keys, by
}

func compare(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// writeSummary writes a table of each configuration's medians, a row per
// server size and configuration: YCSB's latencies, also relative to the
// idle server's p99 of the same size built by the same toolchain, and the
// import's throughput, also relative to plain goroutines of the same
// size under the same load built by the same toolchain.
func writeSummary(w io.Writer, results []*result) {
	keys, by := groups(results)
	ms := func(ns float64) string {
		if ns == 0 {
			return "-"
		}
		return harness.Dur(ns).String()
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "procs\tworkload\tconfig\ttoolchain\tcpu\tsched p99\tread p50\tread p99\tupdate p99\tp99.9\tmax\tp99/idle\tmax/idle p99\trows/s\tSST MB/s\tvs plain\tvs yield\tto 85% cpu\tbg compactions\tstalls\t")
	for _, c := range keys {
		rs := by[c]
		cpu := median(rs, func(r *result) float64 { return r.srv.CPUUtil() })
		sched := median(rs, func(r *result) float64 { return float64(r.srv.SchedP99Ns) })
		row := []string{strconv.Itoa(c.procs), c.workload, c.label(), c.toolchain, fmt.Sprintf("%.0f%%", 100*cpu), ms(sched)}
		if c.workload != "none" {
			op := func(f func(*clientStats) int64) float64 {
				return median(rs, func(r *result) float64 { return float64(f(r.cli)) })
			}
			p99 := op(func(s *clientStats) int64 { return s.All.P99Ns })
			mx := op(func(s *clientStats) int64 { return s.All.MaxNs })
			rel, relMax := "-", "-"
			if idle := by[config{c.procs, c.workload, "idle", c.toolchain, "pebble"}]; len(idle) > 0 {
				ip99 := median(idle, func(r *result) float64 { return float64(r.cli.All.P99Ns) })
				rel = fmt.Sprintf("%.2f×", p99/ip99)
				relMax = fmt.Sprintf("%.1f×", mx/ip99)
			}
			row = append(row,
				ms(op(func(s *clientStats) int64 { return s.Read.P50Ns })),
				ms(op(func(s *clientStats) int64 { return s.Read.P99Ns })),
				ms(op(func(s *clientStats) int64 { return s.Update.P99Ns })),
				ms(op(func(s *clientStats) int64 { return s.All.P999Ns })),
				ms(mx), rel, relMax)
		} else {
			row = append(row, "-", "-", "-", "-", "-", "-", "-")
		}
		if mode, _ := configMode(c.config); mode != "none" {
			rows := median(rs, func(r *result) float64 { return float64(r.srv.Rows) / r.srv.Seconds() })
			mbs := median(rs, func(r *result) float64 { return float64(r.srv.SSTBytes) / 1e6 / r.srv.Seconds() })
			base := "plain"
			if c.workload == "none" {
				base = "import-only"
			}
			rel := func(base string) string {
				if pr := by[config{c.procs, c.workload, base, c.toolchain, "pebble"}]; len(pr) > 0 {
					prows := median(pr, func(r *result) float64 { return float64(r.srv.Rows) / r.srv.Seconds() })
					return fmt.Sprintf("%.2f", rows/prows)
				}
				return "-"
			}
			vs, vsYield := rel(base), "-"
			if c.workload != "none" {
				vsYield = rel("yield")
			}
			// The time from the import's start to the first sample of
			// its CPU use at 85% or more, in the first round.
			fill := "never"
			for i, u := range rs[0].srv.Series.CPU {
				if u >= 0.85 {
					fill = harness.Dur(float64(time.Duration(i+1) * time.Duration(rs[0].srv.Series.IntervalNs))).String()
					break
				}
			}
			var bg, all int64
			for _, r := range rs {
				bg += r.srv.Compactions[1]
				all += r.srv.Compactions[0] + r.srv.Compactions[1]
			}
			stall := median(rs, func(r *result) float64 { return float64(r.srv.WriteStallNs) })
			row = append(row, fmt.Sprintf("%.0f", rows), fmt.Sprintf("%.1f", mbs), vs, vsYield, fill,
				fmt.Sprintf("%d/%d", bg, all), ms(stall))
		} else {
			row = append(row, "-", "-", "-", "-", "-", "-", "-")
		}
		for _, f := range row {
			fmt.Fprint(tw, f, "\t")
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	fmt.Fprintln(w, "\nmedians over the rounds; p99, p99.9 and max are of all operations; p99/idle and max/idle p99 divide by the idle server's p99 at the same procs;")
	fmt.Fprintln(w, "vs plain and vs yield divide rows/s by plain goroutines' and Yield's under the same load, with Pebble's own compaction scheduler;")
	fmt.Fprintln(w, "to 85% cpu is the time from the import's start to the end of the first 250ms in which the server used 85% of its CPUs (first round);")
	fmt.Fprintln(w, "bg compactions counts compactions run by background goroutines, of all; a +background-compactions row ran with -compactions background.")
}

// writeFigures draws, for each server size and workload, the YCSB p99
// over time in each configuration's first round and the latency CDF of
// all its operations, and returns the files it wrote in dir. Their names
// say the size only if there are several.
func writeFigures(dir string, results []*result) ([]string, error) {
	keys, by := groups(results)
	type fig struct {
		procs    int
		workload string
	}
	var figs []fig
	sizes := map[int]bool{}
	for _, c := range keys {
		if f := (fig{c.procs, c.workload}); c.workload != "none" && !slices.Contains(figs, f) {
			figs = append(figs, f)
			sizes[c.procs] = true
		}
	}
	var files []string
	for _, f := range figs {
		var overTime, cdf, cpu, limit, imp, pw []plots.Series
		for _, c := range keys {
			if c.workload != f.workload || c.procs != f.procs {
				continue
			}
			label := c.label() + " (" + c.toolchain + ")"
			r := by[c][0]
			var xys plotter.XYs
			for i, p99 := range r.cli.P99OverTime {
				if p99 > 0 {
					xys = append(xys, plotter.XY{X: (float64(i) + 0.5) * float64(r.cli.IntervalNs) / 1e9, Y: float64(p99) / 1e6})
				}
			}
			if len(xys) > 0 {
				overTime = append(overTime, plots.Series{Label: label, XYs: xys})
			}
			// The server's series, from the import's start, in seconds
			// from the client's schedule's start, as the p99s are.
			sr := r.srv.Series
			at := func(i int) float64 { return sr.end(i).Seconds() }
			if mode, _ := configMode(c.config); mode != "none" && len(sr.CPU) > 0 {
				var xys plotter.XYs
				for i, u := range sr.CPU {
					xys = append(xys, plotter.XY{X: at(i), Y: 100 * u})
				}
				cpu = append(cpu, plots.Series{Label: label, XYs: xys})
			}
			if len(sr.Import) > 0 {
				var xys plotter.XYs
				for i, u := range sr.Import {
					xys = append(xys, plotter.XY{X: at(i), Y: 100 * u})
				}
				imp = append(imp, plots.Series{Label: label, XYs: xys})
			}
			if mode, _ := configMode(c.config); mode != "none" && len(sr.Pebble) > 0 {
				var xys plotter.XYs
				for i, n := range sr.Pebble {
					xys = append(xys, plotter.XY{X: at(i), Y: n})
				}
				pw = append(pw, plots.Series{Label: label, XYs: xys})
			}
			if len(sr.Limit) > 0 {
				var xys plotter.XYs
				for i, l := range sr.Limit {
					xys = append(xys, plotter.XY{X: at(i), Y: 100 * l})
				}
				limit = append(limit, plots.Series{Label: label, XYs: xys})
			}
			// The CDF at each quantile is the median over the rounds.
			xys = nil
			for i, q := range harness.CDFQuantiles {
				v := median(by[c], func(r *result) float64 {
					if i < len(r.cli.All.CDFNs) {
						return float64(r.cli.All.CDFNs[i])
					}
					return 0
				})
				if v > 0 {
					xys = append(xys, plotter.XY{X: v / 1e6, Y: q})
				}
			}
			if len(xys) > 0 {
				cdf = append(cdf, plots.Series{Label: label, XYs: xys})
			}
		}
		name := "ycsb-" + f.workload
		if len(sizes) > 1 {
			name += fmt.Sprintf("-procs%d", f.procs)
		}
		for _, p := range []struct {
			series []plots.Series
			draw   func([]plots.Series) (*plot.Plot, error)
			file   string
		}{
			{overTime, func(s []plots.Series) (*plot.Plot, error) {
				return plots.OverTime(fmt.Sprintf("YCSB-%s on Pebble beside an import: p99 latency per %v (GOMAXPROCS=%d)", f.workload, overTimeInterval, f.procs), s)
			}, name + "-p99-over-time.png"},
			{cdf, func(s []plots.Series) (*plot.Plot, error) {
				return plots.CDF(fmt.Sprintf("YCSB-%s on Pebble beside an import: latency CDF (GOMAXPROCS=%d)", f.workload, f.procs), "operations", s)
			}, name + "-latency-cdf.png"},
			{cpu, func(s []plots.Series) (*plot.Plot, error) {
				return plots.Percent(fmt.Sprintf("YCSB-%s on Pebble beside an import: the server's CPU use per %v (GOMAXPROCS=%d)", f.workload, seriesInterval, f.procs), "CPU use (% of its CPUs)", s)
			}, name + "-cpu-over-time.png"},
			{imp, func(s []plots.Series) (*plot.Plot, error) {
				return plots.Percent(fmt.Sprintf("YCSB-%s on Pebble beside an import: the import goroutines' CPU use per %v (GOMAXPROCS=%d)", f.workload, seriesInterval, f.procs), "CPU use (% of the server's CPUs)", s)
			}, name + "-import-cpu-over-time.png"},
			{pw, func(s []plots.Series) (*plot.Plot, error) {
				return plots.Level(fmt.Sprintf("YCSB-%s on Pebble beside an import: Pebble's flushes and compactions in progress, mean per %v (GOMAXPROCS=%d)", f.workload, seriesInterval, f.procs), "in progress", s)
			}, name + "-pebble-over-time.png"},
			{limit, func(s []plots.Series) (*plot.Plot, error) {
				return plots.Percent(fmt.Sprintf("YCSB-%s on Pebble beside an import: the elastic controller's limit (GOMAXPROCS=%d)", f.workload, f.procs), "limit (% of GOMAXPROCS)", s)
			}, name + "-limit-over-time.png"},
		} {
			if len(p.series) == 0 {
				continue
			}
			fig, err := p.draw(p.series)
			if err != nil {
				return nil, err
			}
			if err := plots.Save(fig, filepath.Join(dir, p.file)); err != nil {
				return nil, err
			}
			files = append(files, p.file)
		}
	}
	return files, nil
}
