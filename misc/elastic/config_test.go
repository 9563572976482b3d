// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"math"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestConfigDefaults(t *testing.T) {
	want := LawConservative
	if Fork {
		want = LawFill
	}
	assert.Equal(t, want, Config{}.withDefaults().Law, "the default law")
	assert.Equal(t, 1.0, Config{Law: LawFill}.withDefaults().Max, "LawFill's Max")
	f := Config{Law: LawFill}.withDefaults()
	assert.Equal(t, 0.25, f.Ramp)
	assert.Equal(t, 0.5, f.Backoff)

	c := Config{Law: LawConservative}.withDefaults()
	assert.Equal(t, time.Millisecond, c.Target)
	assert.Equal(t, 0.0001, c.Delta)
	assert.Equal(t, 2.0, c.DecreaseFactor)
	assert.Equal(t, 0.05, c.Min)
	assert.Equal(t, 0.75, c.Max)
	assert.InDelta(t, 0.055, c.Inactive, 1e-12)
	assert.Equal(t, c.Inactive, c.Initial)
	assert.Equal(t, 100*time.Millisecond, c.Tick)
	assert.Equal(t, 2500*time.Millisecond, c.Window)
	assert.Equal(t, time.Second, c.Burst)
	assert.NoError(t, c.validate())
}

func TestConfigValidate(t *testing.T) {
	nan := math.NaN()
	// Each bad Config, and the field its error must name.
	for name, tc := range map[string]struct {
		cfg   Config
		field string
	}{
		"negative target":      {Config{Target: -1}, "Target"},
		"target in ns":         {Config{Target: 1}, "Target"},
		"negative delta":       {Config{Delta: -0.1}, "Delta"},
		"delta above 1":        {Config{Delta: 2}, "Delta"},
		"NaN delta":            {Config{Delta: nan}, "Delta"},
		"negative factor":      {Config{DecreaseFactor: -1}, "DecreaseFactor"},
		"NaN factor":           {Config{DecreaseFactor: nan}, "DecreaseFactor"},
		"infinite factor":      {Config{DecreaseFactor: math.Inf(1)}, "DecreaseFactor"},
		"min above max":        {Config{Min: 0.5, Max: 0.4}, "Min"},
		"max above 1":          {Config{Max: 1.5}, "Max"},
		"NaN max":              {Config{Max: nan}, "Max"},
		"negative min":         {Config{Min: -0.1}, "Min"},
		"min holds under 1ns":  {Config{Min: 1e-8, Burst: 10 * time.Millisecond}, "Min"},
		"NaN min":              {Config{Min: nan}, "Min"},
		"inactive below min":   {Config{Min: 0.2, Inactive: 0.1}, "Inactive"},
		"NaN inactive":         {Config{Inactive: nan}, "Inactive"},
		"initial above max":    {Config{Law: LawConservative, Initial: 0.9}, "Initial"},
		"NaN initial":          {Config{Initial: nan}, "Initial"},
		"window below tick":    {Config{Tick: time.Second, Window: 100 * time.Millisecond}, "Window"},
		"burst above 1s":       {Config{Burst: 2 * time.Second}, "Burst"},
		"burst in ns":          {Config{Burst: 10}, "Burst"},
		"negative tick":        {Config{Tick: -time.Second}, "Tick"},
		"tick in ns":           {Config{Tick: 10}, "Tick"},
		"window of 5000 ticks": {Config{Tick: time.Millisecond, Window: 5 * time.Second}, "Window"},
		"rounds to 1001 ticks": {Config{Tick: 10 * time.Millisecond, Window: 10*time.Second + 5*time.Millisecond}, "Window"},
		"inactive above max":   {Config{Max: 0.5, Inactive: 0.6}, "Inactive"},
		"initial below min":    {Config{Min: 0.2, Initial: 0.1}, "Initial"},
		"negative burst":       {Config{Burst: -time.Second}, "Burst"},
		"window below 1 tick":  {Config{Tick: 200 * time.Millisecond, Window: 150 * time.Millisecond}, "Window"},
		"unknown law":          {Config{Law: 7}, "Law"},
		"negative ramp":        {Config{Law: LawFill, Ramp: -1}, "Ramp"},
		"ramp above 10":        {Config{Law: LawFill, Ramp: 11}, "Ramp"},
		"NaN ramp":             {Config{Law: LawFill, Ramp: nan}, "Ramp"},
		"backoff of 1":         {Config{Law: LawFill, Backoff: 1}, "Backoff"},
		"negative backoff":     {Config{Law: LawFill, Backoff: -0.5}, "Backoff"},
		"NaN backoff":          {Config{Law: LawFill, Backoff: nan}, "Backoff"},
	} {
		_, err := New(tc.cfg)
		if assert.Error(t, err, name) {
			assert.Contains(t, err.Error(), "elastic: "+tc.field+" ", name)
		}
	}
	_, err := New(Config{Min: 0.1, Max: 0.9, Initial: 0.9, Inactive: 0.1})
	assert.NoError(t, err)
	_, err = New(Config{Tick: time.Millisecond, Window: time.Second, Burst: MinGrant, Target: time.Microsecond})
	assert.NoError(t, err, "the smallest Tick, Burst and Target, and the most ticks in a Window")
}

// TestStepDirections checks each branch of the control law from the
// middle of the range.
func TestStepDirections(t *testing.T) {
	c := Config{}.withDefaults()
	const l = 0.5
	over := 2 * c.Target
	assert.InDelta(t, l-2*c.Delta, c.Step(l, over, true), 1e-12, "over target, waiting")
	assert.InDelta(t, l-2*c.Delta, c.Step(l, over, false), 1e-12, "over target, idle")
	assert.InDelta(t, l+c.Delta, c.Step(l, c.Target, true), 1e-12, "at target, waiting")
	assert.InDelta(t, l+c.Delta, c.Step(l, 0, true), 1e-12, "under target, waiting")
	assert.InDelta(t, l-c.Delta/4, c.Step(l, 0, false), 1e-12, "under target, idle: decay")
	below := c.Inactive - 0.001
	assert.InDelta(t, below+c.Delta/4, c.Step(below, 0, false), 1e-12, "decay rises toward inactive")
	assert.Equal(t, c.Inactive, c.Step(c.Inactive, 0, false), "decay rests at inactive")

	c.DecreaseFactor = 3
	assert.InDelta(t, l-3*c.Delta, c.Step(l, over, true), 1e-12, "decrease factor")
}

// TestStepResponse drives the law over many ticks and checks the shape
// of the response: linear ramps at the configured rates, and decay that
// settles on the inactive level without passing it.
func TestStepResponse(t *testing.T) {
	c := Config{Delta: 0.001}.withDefaults()
	limit := c.Min
	// Under target with work waiting: +Delta a tick, up to Max.
	for i := 1; i <= 100; i++ {
		limit = c.Step(limit, c.Target/2, true)
		require.InDelta(t, c.Min+float64(i)*c.Delta, limit, 1e-9, "tick %d", i)
	}
	for range 1000 {
		limit = c.Step(limit, 0, true)
	}
	assert.Equal(t, c.Max, limit, "the ramp ends at Max")

	// Over target: −2×Delta a tick, twice as fast, down to Min.
	for i := 1; i <= 100; i++ {
		limit = c.Step(limit, 5*c.Target, true)
		require.InDelta(t, c.Max-float64(2*i)*c.Delta, limit, 1e-9, "tick %d", i)
	}
	for range 1000 {
		limit = c.Step(limit, 5*c.Target, true)
	}
	assert.Equal(t, c.Min, limit, "the fall ends at Min")

	// Nothing waiting: decay from Max by Delta/4 a tick to Inactive.
	limit = c.Max
	n := 0
	for limit > c.Inactive {
		limit = c.Step(limit, 0, false)
		n++
		require.GreaterOrEqual(t, limit, c.Inactive)
	}
	want := int((c.Max - c.Inactive) / (c.Delta / 4))
	assert.InDelta(t, want, n, 2, "ticks to decay")
	for range 10 {
		limit = c.Step(limit, 0, false)
	}
	assert.Equal(t, c.Inactive, limit, "decay settles at Inactive")
}

func TestStepClamps(t *testing.T) {
	c := Config{Delta: 0.5}.withDefaults()
	assert.Equal(t, c.Max, c.Step(c.Max, 0, true), "rise clamped to Max")
	assert.Equal(t, c.Min, c.Step(c.Min, time.Second, true), "fall clamped to Min")
	assert.Equal(t, c.Max, c.Step(2, 0, true), "out-of-range limit clamped to Max")
	assert.Equal(t, c.Min, c.Step(-1, time.Second, false), "out-of-range limit clamped to Min")
	assert.Equal(t, c.Inactive, c.Step(0.1, 0, false), "large decay stops at Inactive")
}

// fillConfig is LawFill at its defaults.
var fillConfig = Config{Law: LawFill}.withDefaults()

// simulate runs LawFill for ticks ticks from limit, with the p99 of each
// tick given by p99(limit) and work always waiting, and returns the
// limit after each tick.
func simulate(limit float64, ticks int, p99 func(limit float64) time.Duration) []float64 {
	var out []float64
	for range ticks {
		limit = fillConfig.Next(limit, Inputs{TickP99: p99(limit), Waiting: true})
		out = append(out, limit)
	}
	return out
}

// With Yield keeping the foreground's latency low at any limit, LawFill
// goes from its initial limit to Max in under 2s of ticks.
func TestFillRamp(t *testing.T) {
	lat := func(float64) time.Duration { return 50 * time.Microsecond }
	limits := simulate(fillConfig.Initial, 30, lat)
	reached := slices.Index(limits, fillConfig.Max)
	require.GreaterOrEqual(t, reached, 0, "never reached Max: %v", limits)
	assert.LessOrEqual(t, time.Duration(reached+1)*fillConfig.Tick, 2*time.Second, "ticks to Max: %d", reached+1)
	for i := 1; i < len(limits); i++ {
		assert.GreaterOrEqual(t, limits[i], limits[i-1], "the ramp never falls")
	}
}

// A delayed foreground brings the limit down within one tick, by at most
// Backoff, and the limit climbs back once the delay is over.
func TestFillBackoff(t *testing.T) {
	c := fillConfig
	next := c.Next(1, Inputs{TickP99: 1500 * time.Microsecond, Waiting: true})
	assert.InDelta(t, 1/1.5, next, 1e-9, "1.5× over Target: down by a third")
	next = c.Next(1, Inputs{TickP99: 20 * time.Millisecond, Waiting: true})
	assert.InDelta(t, c.Backoff, next, 1e-9, "far over Target: down by Backoff, no further")
	next = c.Next(1, Inputs{TickP99: 1200 * time.Microsecond, Waiting: true})
	assert.InDelta(t, 1/1.2, next, 1e-9, "just over Target: down a little")
	// The windowed p99 does not hold the limit down: the law climbs
	// back as soon as the last tick is fast again.
	back := c.Next(0.5, Inputs{P99: 5 * time.Millisecond, TickP99: 0, Waiting: true})
	assert.InDelta(t, 0.5*(1+c.Ramp), back, 1e-9)
}

// On a steady load whose latency grows with the limit, LawFill settles
// where the p99 is between Target/2 and Target, and stays there, rather
// than swinging around it.
func TestFillSteady(t *testing.T) {
	for _, knee := range []float64{0.2, 0.4, 0.6, 0.8} {
		// 100µs while the limit leaves the foreground room, then
		// 1ms more for every 0.1 beyond knee.
		lat := func(limit float64) time.Duration {
			return 100*time.Microsecond + time.Duration(max(0, limit-knee)/0.1*float64(time.Millisecond))
		}
		limits := simulate(fillConfig.Initial, 200, lat)
		last := limits[150:]
		lo, hi := slices.Min(last), slices.Max(last)
		assert.LessOrEqual(t, hi-lo, 0.001, "knee %v: the limit swings between %v and %v", knee, lo, hi)
		p99 := lat(last[len(last)-1])
		assert.LessOrEqual(t, p99, fillConfig.Target, "knee %v: settled over Target (%v at limit %v)", knee, p99, last[len(last)-1])
		assert.Greater(t, 2*p99, fillConfig.Target, "knee %v: settled far under Target (%v at limit %v): spare CPU left unused", knee, p99, last[len(last)-1])
	}
}

// The limit stays within [Min, Max], and idles back toward Inactive.
func TestFillClamps(t *testing.T) {
	c := Config{Law: LawFill, Min: 0.1, Max: 0.8}.withDefaults()
	assert.Equal(t, 0.8, c.Next(0.75, Inputs{Waiting: true}), "rise clamped to Max")
	assert.Equal(t, 0.1, c.Next(0.12, Inputs{TickP99: time.Second, Waiting: true}), "fall clamped to Min")
	assert.Equal(t, 0.8, c.Next(3, Inputs{Waiting: true}), "out-of-range limit clamped to Max")
	idle := c.Next(0.5, Inputs{})
	assert.InDelta(t, 0.5-c.Delta/4, idle, 1e-12, "nothing waiting: toward Inactive")
	assert.Equal(t, 0.5, c.Next(0.5, Inputs{TickP99: 700 * time.Microsecond, Waiting: true}), "near Target: hold")
}
