// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchmath"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"

	"goyield.dev/elastic"
	"goyield.dev/harness/plots"
)

// latencyHist returns an HDR histogram of the samples' latencies, 1ns to
// 100s at three significant digits.
func latencyHist(samples []sample) *hdrhistogram.Histogram {
	h := hdrhistogram.New(1, int64(100*time.Second), 3)
	for _, s := range samples {
		h.RecordValue(min(max(s.lat, 1), h.HighestTrackableValue()))
	}
	return h
}

// metric is one figure of a run, with its benchstat unit.
type metric struct {
	unit  string
	value float64
}

// metrics returns the figures of r that apply to it. solo is the
// background's throughput alone in the same round, in chunks/s.
func (r *result) metrics(solo float64) []metric {
	var m []metric
	if len(r.samples) > 0 {
		h := latencyHist(r.samples)
		m = append(m,
			metric{"p50-ns", float64(h.ValueAtQuantile(50))},
			metric{"p99-ns", float64(h.ValueAtQuantile(99))},
			metric{"p99.9-ns", float64(h.ValueAtQuantile(99.9))},
		)
	}
	m = append(m, metric{"sched-p99-ns", r.schedP99 * 1e9})
	if r.cfg != "fg-only" {
		rate := float64(r.chunks) / r.elapsed.Seconds()
		m = append(m, metric{"bg-chunks/s", rate})
		if solo > 0 {
			m = append(m, metric{"bg-rel", rate / solo})
		}
	}
	m = append(m, metric{"cpu-util-%", 100 * r.util})
	if len(r.limits) > 0 {
		var sum float64
		for _, p := range r.limits {
			sum += p.limit
		}
		m = append(m, metric{"limit-mean-%", 100 * sum / float64(len(r.limits))})
	}
	return m
}

// benchName is the benchmark name of a run, in benchstat's key=value
// form so that -col /cfg or -row /src can pivot on it.
func (r *result) benchName() string {
	if r.src == "" {
		return "Yieldbench/src=none/cfg=" + r.cfg
	}
	return "Yieldbench/src=" + r.src + "/cfg=" + r.cfg
}

// soloRates returns the background-alone throughput of each round.
func soloRates(results []*result) map[int]float64 {
	solo := map[int]float64{}
	for _, r := range results {
		if r.cfg == soloCfg {
			solo[r.run] = float64(r.chunks) / r.elapsed.Seconds()
		}
	}
	return solo
}

// writeReports writes results.txt, summary.txt, limit.csv and the
// figures into o.out, and the summary to w.
func writeReports(o *options, results []*result, w io.Writer) error {
	if err := writeResults(filepath.Join(o.out, "results.txt"), o, results); err != nil {
		return err
	}
	var sum bytes.Buffer
	writeSummary(&sum, o, results)
	if err := os.WriteFile(filepath.Join(o.out, "summary.txt"), sum.Bytes(), 0o666); err != nil {
		return err
	}
	w.Write(sum.Bytes())
	if err := writeLimitCSV(filepath.Join(o.out, "limit.csv"), results); err != nil {
		return err
	}
	figs, err := writeFigures(o, results)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nwrote %s, %s, %s", filepath.Join(o.out, "results.txt"), filepath.Join(o.out, "summary.txt"), filepath.Join(o.out, "limit.csv"))
	for _, f := range figs {
		fmt.Fprintf(w, ", %s", f)
	}
	fmt.Fprintln(w)
	return nil
}

// writeResults writes the runs in the Go benchmark format.
func writeResults(path string, o *options, results []*result) error {
	var buf bytes.Buffer
	bw := benchfmt.NewWriter(&buf)
	cfg := []benchfmt.Config{
		{Key: "goos", Value: []byte(runtime.GOOS)},
		{Key: "goarch", Value: []byte(runtime.GOARCH)},
		{Key: "pkg", Value: []byte("goyield.dev/elastic/cmd/yieldbench")},
		{Key: "toolchain", Value: []byte(runtime.Version())},
		{Key: "runtime-yield", Value: []byte(strconv.FormatBool(elastic.Fork))},
		{Key: "note", Value: []byte(toolchainNote())},
		{Key: "gomaxprocs", Value: []byte(strconv.Itoa(o.procs))},
		{Key: "chunk", Value: []byte(o.chunk.String())},
		{Key: "interval", Value: []byte(o.interval.String())},
		{Key: "duration", Value: []byte(o.dur.String())},
	}
	solo := soloRates(results)
	for _, r := range results {
		res := &benchfmt.Result{
			Config: cfg,
			Name:   benchfmt.Name(r.benchName()),
			Iters:  max(len(r.samples), 1),
		}
		for _, m := range r.metrics(solo[r.run]) {
			res.Values = append(res.Values, benchfmt.Value{Value: m.value, Unit: m.unit})
		}
		if err := bw.Write(res); err != nil {
			return err
		}
	}
	return os.WriteFile(path, buf.Bytes(), 0o666)
}

// writeSummary writes a table of each source and configuration's median
// figures over the runs, with their spread when there are several.
func writeSummary(w io.Writer, o *options, results []*result) {
	fmt.Fprintf(w, "yieldbench %s (%s), GOMAXPROCS=%d, %d run(s) of %v each\n", runtime.Version(),
		map[bool]string{true: "goyield", false: "stock"}[elastic.Fork], o.procs, o.count, o.dur)
	if !elastic.Fork {
		fmt.Fprintf(w, "note: %s\n", toolchainNote())
	}
	fmt.Fprintln(w, "foreground latency measured at the server for tcp; medians over runs, ± the range of runs")
	solo := soloRates(results)
	type key struct{ src, cfg string }
	vals := map[key]map[string][]float64{}
	var keys []key
	for _, r := range results {
		k := key{r.src, r.cfg}
		if vals[k] == nil {
			vals[k] = map[string][]float64{}
			keys = append(keys, k)
		}
		for _, m := range r.metrics(solo[r.run]) {
			vals[k][m.unit] = append(vals[k][m.unit], m.value)
		}
	}
	cols := []struct{ unit, head string }{
		{"p50-ns", "fg p50"}, {"p99-ns", "fg p99"}, {"p99.9-ns", "fg p99.9"}, {"sched-p99-ns", "sched p99"},
		{"bg-chunks/s", "bg chunks/s"}, {"bg-rel", "bg vs solo"}, {"cpu-util-%", "cpu util"}, {"limit-mean-%", "elastic limit"},
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "source\tconfig\t")
	for _, c := range cols {
		fmt.Fprintf(tw, "%s\t", c.head)
	}
	fmt.Fprintln(tw)
	for _, k := range keys {
		src := k.src
		if src == "" {
			src = "none"
		}
		fmt.Fprintf(tw, "%s\t%s\t", src, k.cfg)
		for _, c := range cols {
			v := vals[k][c.unit]
			if len(v) == 0 {
				fmt.Fprint(tw, "-\t")
				continue
			}
			s := benchmath.NewSample(v, &benchmath.DefaultThresholds)
			sum := benchmath.AssumeNothing.Summary(s, 0.95)
			fmt.Fprintf(tw, "%s%s\t", formatUnit(c.unit, sum.Center), spread(v, sum.Center))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}

// formatUnit formats v, in unit, for the summary.
func formatUnit(unit string, v float64) string {
	switch {
	case strings.HasSuffix(unit, "-ns"):
		return fmtNs(int64(v))
	case strings.HasSuffix(unit, "-%"):
		return fmt.Sprintf("%.0f%%", v)
	case unit == "bg-rel":
		return fmt.Sprintf("%.2f×", v)
	case unit == "bg-chunks/s":
		return fmt.Sprintf("%.0fk", v/1e3)
	}
	return fmt.Sprintf("%.3g", v)
}

// spread is " ±N%", the largest deviation of vs from center, if vs has
// several values.
func spread(vs []float64, center float64) string {
	if len(vs) < 2 || center == 0 {
		return ""
	}
	var d float64
	for _, v := range vs {
		d = max(d, math.Abs(v-center)/math.Abs(center))
	}
	return fmt.Sprintf(" ±%.0f%%", 100*d)
}

// writeLimitCSV writes the elastic controller's limit and observed p99
// over time, for every elastic run.
func writeLimitCSV(path string, results []*result) error {
	var buf bytes.Buffer
	fmt.Fprintln(&buf, "src,cfg,run,seconds,limit,sched_p99_seconds")
	for _, r := range results {
		for _, p := range r.limits {
			fmt.Fprintf(&buf, "%s,%s,%d,%.3f,%.4f,%.6f\n", r.src, r.cfg, r.run, p.at.Seconds(), p.limit, p.p99.Seconds())
		}
	}
	return os.WriteFile(path, buf.Bytes(), 0o666)
}

// writeFigures draws, for each source, the p99 latency over time and the
// latency CDF of every configuration, and the elastic controller's limit
// over time. It returns the files written.
func writeFigures(o *options, results []*result) ([]string, error) {
	var files []string
	save := func(p *plot.Plot, name string) error {
		path := filepath.Join(o.out, name+"."+o.fig)
		if err := plots.Save(p, path); err != nil {
			return err
		}
		files = append(files, path)
		return nil
	}
	toolchain := map[bool]string{true: "goyield", false: "stock Go"}[elastic.Fork]
	for _, src := range o.sources {
		var overTime, cdf []plots.Series
		for _, cfg := range o.configs {
			var pooled []sample
			for _, r := range results {
				if r.src != src || r.cfg != cfg {
					continue
				}
				if r.run == 1 {
					if xys := windowedP99(r.samples, 250*time.Millisecond); len(xys) > 0 {
						overTime = append(overTime, plots.Series{Label: cfg, XYs: xys})
					}
				}
				pooled = append(pooled, r.samples...)
			}
			if xys := cdfPoints(pooled); len(xys) > 0 {
				cdf = append(cdf, plots.Series{Label: cfg, XYs: xys})
			}
		}
		if len(overTime) > 0 {
			p, err := plots.OverTime(fmt.Sprintf("%s requests: p99 latency per 250ms window (%s, GOMAXPROCS=%d)", src, toolchain, o.procs), overTime)
			if err != nil {
				return nil, err
			}
			if err := save(p, "latency-over-time-"+src); err != nil {
				return nil, err
			}
		}
		if len(cdf) > 0 {
			p, err := plots.CDF(fmt.Sprintf("%s requests: latency CDF (%s, GOMAXPROCS=%d)", src, toolchain, o.procs), "requests", cdf)
			if err != nil {
				return nil, err
			}
			if err := save(p, "latency-cdf-"+src); err != nil {
				return nil, err
			}
		}
	}
	var limits []any
	for _, r := range results {
		if r.run != 1 || len(r.limits) == 0 {
			continue
		}
		xys := make(plotter.XYs, len(r.limits))
		for i, p := range r.limits {
			xys[i] = plotter.XY{X: p.at.Seconds(), Y: 100 * p.limit}
		}
		limits = append(limits, r.src+" "+r.cfg, xys)
	}
	if len(limits) > 0 {
		p := plot.New()
		p.Title.Text = fmt.Sprintf("elastic controller's CPU limit over time (%s, target p99 %v)", toolchain, o.elastic.Target)
		p.X.Label.Text = "time (s)"
		p.Y.Label.Text = "limit (% of GOMAXPROCS)"
		p.Y.Min, p.Y.Max = 0, 100
		p.Legend.Top = true
		if err := plotutil.AddLines(p, limits...); err != nil {
			return nil, err
		}
		if err := save(p, "limit-over-time"); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// windowedP99 returns the p99 latency, in ms, of each window of the
// samples, at the window's end time in seconds.
func windowedP99(samples []sample, window time.Duration) plotter.XYs {
	var xys plotter.XYs
	for i := 0; i < len(samples); {
		end := (samples[i].at/int64(window) + 1) * int64(window)
		j := i
		for j < len(samples) && samples[j].at < end {
			j++
		}
		h := latencyHist(samples[i:j])
		xys = append(xys, plotter.XY{
			X: float64(end) / 1e9,
			Y: max(float64(h.ValueAtQuantile(99)), 1e3) / 1e6, // floor 1µs: log scale
		})
		i = j
	}
	return xys
}

// cdfPoints returns the latency CDF of the samples: x in ms, y the
// fraction at or below x.
func cdfPoints(samples []sample) plotter.XYs {
	if len(samples) == 0 {
		return nil
	}
	lats := make([]int64, len(samples))
	for i, s := range samples {
		lats[i] = max(s.lat, 1e3) // floor 1µs: log scale
	}
	slices.Sort(lats)
	// At most about 500 points: every distinct value of a thinned list,
	// denser in the tail where the figure's interest is.
	var xys plotter.XYs
	n := len(lats)
	for _, q := range quantileGrid() {
		i := min(int(q*float64(n)), n-1)
		xys = append(xys, plotter.XY{X: float64(lats[i]) / 1e6, Y: float64(i+1) / float64(n)})
	}
	return xys
}

// quantileGrid returns quantiles from 0 to 1, uniform up to 0.9 and
// logarithmically denser toward 1.
func quantileGrid() []float64 {
	var qs []float64
	for i := range 90 {
		qs = append(qs, float64(i)/100)
	}
	for tail := 0.1; tail > 1e-5; tail /= 1.05 {
		qs = append(qs, 1-tail)
	}
	return append(qs, 1)
}
