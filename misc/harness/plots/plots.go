// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package plots draws the figures goyield's harnesses share: a p99 over
// time, a share (CPU use, a limit) or another level over time, and a
// latency CDF, one line per configuration.
package plots

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// A Series is one line of a figure.
type Series struct {
	Label string
	XYs   plotter.XYs
}

// Width and Height are the figures' size.
const (
	Width  = 9 * vg.Inch
	Height = 5 * vg.Inch
)

// OverTime returns a figure of a p99 latency over time: x in seconds, y
// in milliseconds on a log scale.
func OverTime(title string, series []Series) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "time (s)"
	p.Y.Label.Text = "p99 latency (ms, log scale)"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	p.Legend.Top = true
	return p, addLines(p, series)
}

// Percent returns a figure of shares over time: x in seconds, y in
// percent (0 to 100), labelled ylabel.
func Percent(title, ylabel string, series []Series) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "time (s)"
	p.Y.Label.Text = ylabel
	p.Y.Min, p.Y.Max = 0, 100
	p.Legend.Top = false
	p.Legend.Left = true
	return p, addLines(p, series)
}

// Level returns a figure of a quantity over time: x in seconds, y from 0,
// labelled ylabel.
func Level(title, ylabel string, series []Series) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "time (s)"
	p.Y.Label.Text = ylabel
	p.Y.Min = 0
	p.Legend.Top = true
	return p, addLines(p, series)
}

// CDF returns a figure of latency CDFs: x in milliseconds on a log
// scale, y the fraction of operations at or below x.
func CDF(title, what string, series []Series) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "latency (ms, log scale)"
	p.Y.Label.Text = "fraction of " + what + " at or below"
	p.X.Scale = plot.LogScale{}
	p.X.Tick.Marker = plot.LogTicks{Prec: -1}
	p.Y.Min, p.Y.Max = 0, 1
	p.Legend.Top = false
	p.Legend.Left = false
	p.Legend.YOffs = vg.Inch * 0.3
	return p, addLines(p, series)
}

func addLines(p *plot.Plot, series []Series) error {
	var args []any
	for _, s := range series {
		args = append(args, s.Label, s.XYs)
	}
	return plotutil.AddLines(p, args...)
}

// Save writes p to path, in the format its extension names (.png,
// .svg).
func Save(p *plot.Plot, path string) error {
	if err := p.Save(Width, Height, path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}
