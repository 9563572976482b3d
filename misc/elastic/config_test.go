// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestConfigDefaults(t *testing.T) {
	c := Config{}.withDefaults()
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
	for name, cfg := range map[string]Config{
		"negative target":     {Target: -1},
		"negative delta":      {Delta: -0.1},
		"delta above 1":       {Delta: 2},
		"negative factor":     {DecreaseFactor: -1},
		"min above max":       {Min: 0.5, Max: 0.4},
		"max above 1":         {Max: 1.5},
		"negative min":        {Min: -0.1},
		"inactive below min":  {Min: 0.2, Inactive: 0.1},
		"initial above max":   {Initial: 0.9},
		"window below tick":   {Tick: time.Second, Window: 100 * time.Millisecond},
		"burst above 1s":      {Burst: 2 * time.Second},
		"negative tick":       {Tick: -time.Second},
		"inactive above max":  {Max: 0.5, Inactive: 0.6},
		"initial below min":   {Min: 0.2, Initial: 0.1},
		"negative burst":      {Burst: -time.Second},
		"window below 1 tick": {Tick: 200 * time.Millisecond, Window: 150 * time.Millisecond},
	} {
		_, err := New(cfg)
		assert.Error(t, err, name)
		if err != nil {
			assert.Contains(t, err.Error(), "elastic: ", name)
		}
	}
	_, err := New(Config{Min: 0.1, Max: 0.9, Initial: 0.9, Inactive: 0.1})
	assert.NoError(t, err)
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
