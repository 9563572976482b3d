// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package goschedstats samples the number of runnable goroutines per P,
// a signal of CPU overload.
package goschedstats

import "time"

// Sample is one reading.
type Sample struct {
	Runnable, Procs int
}

// PerP returns the runnable goroutines per P.
func (s Sample) PerP() float64 {
	return float64(s.Runnable) / float64(s.Procs)
}

// Collect takes n samples, one every period, and returns them.
func Collect(n int, period time.Duration) []Sample {
	samples := make([]Sample, 0, n)
	t := time.NewTicker(period)
	defer t.Stop()
	for range t.C {
		runnable, procs := numRunnableGoroutines()
		samples = append(samples, Sample{runnable, procs})
		if len(samples) == n {
			break
		}
	}
	return samples
}
