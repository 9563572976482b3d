// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"fmt"
	"time"
)

// Defaults for the fields of [Config].
const (
	DefaultTarget         = time.Millisecond
	DefaultDelta          = 0.0001 // 0.1% per second at the default tick
	DefaultDecreaseFactor = 2
	DefaultMin            = 0.05
	DefaultMax            = 0.75
	DefaultInactive       = DefaultMin + 0.005
	DefaultTick           = 100 * time.Millisecond
	DefaultWindow         = 2500 * time.Millisecond
	DefaultBurst          = time.Second
)

// Bounds on the CPU time one grant may ask for.
const (
	MinGrant = 10 * time.Millisecond
	MaxGrant = 100 * time.Millisecond
)

// Config configures a [Controller]. The zero value of a field selects
// its default.
type Config struct {
	// Target is the scheduling latency the controller aims to keep the
	// p99 at or under. Default 1ms.
	Target time.Duration

	// Delta is how much the limit may rise in one tick while elastic
	// work waits for tokens and the p99 is at or under Target. Default
	// 0.0001 (0.01% of GOMAXPROCS per tick, 0.1% per second at the
	// default tick).
	Delta float64

	// DecreaseFactor multiplies Delta when the p99 is above Target:
	// the limit falls by DecreaseFactor×Delta per tick. Default 2.
	// Falling faster than rising is deliberate: overshoot hurts the
	// foreground, undershoot only slows elastic work.
	DecreaseFactor float64

	// Min and Max bound the limit, as fractions of GOMAXPROCS.
	// Defaults 0.05 and 0.75.
	Min, Max float64

	// Inactive is the level the limit decays toward, by Delta/4 per
	// tick, while the p99 is at or under Target and no elastic work
	// waits. Default Min+0.005.
	Inactive float64

	// Initial is the limit the controller starts at. Default Inactive.
	Initial float64

	// Tick is how often the controller samples the scheduling latency
	// and adjusts the limit. Default 100ms.
	Tick time.Duration

	// Window is how far back the p99 looks: it is computed from the
	// newest cumulative histogram minus the one Window earlier. It is
	// rounded to a whole number of ticks. Default 2.5s.
	Window time.Duration

	// Burst is how much fill the token bucket can hold, as a time at
	// the current fill rate: at most 1s. Default 1s.
	Burst time.Duration
}

// withDefaults returns c with zero fields set to their defaults.
func (c Config) withDefaults() Config {
	def := func(p *float64, v float64) {
		if *p == 0 {
			*p = v
		}
	}
	defDur := func(p *time.Duration, v time.Duration) {
		if *p == 0 {
			*p = v
		}
	}
	defDur(&c.Target, DefaultTarget)
	def(&c.Delta, DefaultDelta)
	def(&c.DecreaseFactor, DefaultDecreaseFactor)
	def(&c.Min, DefaultMin)
	def(&c.Max, DefaultMax)
	if c.Inactive == 0 {
		c.Inactive = min(c.Min+0.005, c.Max)
	}
	def(&c.Initial, c.Inactive)
	defDur(&c.Tick, DefaultTick)
	defDur(&c.Window, DefaultWindow)
	defDur(&c.Burst, DefaultBurst)
	return c
}

// validate reports the first problem with c, whose defaults have been
// filled in.
func (c Config) validate() error {
	switch {
	case c.Target < 0:
		return fmt.Errorf("elastic: Target %v is negative", c.Target)
	case c.Delta < 0 || c.Delta > 1:
		return fmt.Errorf("elastic: Delta %v is outside (0, 1]", c.Delta)
	case c.DecreaseFactor < 0:
		return fmt.Errorf("elastic: DecreaseFactor %v is negative", c.DecreaseFactor)
	case c.Min <= 0 || c.Min > 1:
		return fmt.Errorf("elastic: Min %v is outside (0, 1]", c.Min)
	case c.Max <= 0 || c.Max > 1:
		return fmt.Errorf("elastic: Max %v is outside (0, 1]", c.Max)
	case c.Min > c.Max:
		return fmt.Errorf("elastic: Min %v is above Max %v", c.Min, c.Max)
	case c.Inactive < c.Min || c.Inactive > c.Max:
		return fmt.Errorf("elastic: Inactive %v is outside [Min, Max] = [%v, %v]", c.Inactive, c.Min, c.Max)
	case c.Initial < c.Min || c.Initial > c.Max:
		return fmt.Errorf("elastic: Initial %v is outside [Min, Max] = [%v, %v]", c.Initial, c.Min, c.Max)
	case c.Tick < 0:
		return fmt.Errorf("elastic: Tick %v is negative", c.Tick)
	case c.Window < c.Tick:
		return fmt.Errorf("elastic: Window %v is shorter than Tick %v", c.Window, c.Tick)
	case c.Burst < 0 || c.Burst > time.Second:
		return fmt.Errorf("elastic: Burst %v is outside (0, 1s]", c.Burst)
	}
	return nil
}

// Step is the control law. It returns the limit that follows limit
// after one tick in which the windowed p99 scheduling latency was p99
// and elastic work was (waiting) or was not waiting for tokens:
//
//   - p99 above Target: limit − DecreaseFactor×Delta;
//   - otherwise, with work waiting: limit + Delta;
//   - otherwise: Delta/4 toward Inactive, without passing it;
//
// clamped to [Min, Max]. Zero fields of c take their defaults.
func (c Config) Step(limit float64, p99 time.Duration, waiting bool) float64 {
	c = c.withDefaults()
	switch {
	case p99 > c.Target:
		limit -= c.DecreaseFactor * c.Delta
	case waiting:
		limit += c.Delta
	case limit > c.Inactive:
		limit = max(limit-c.Delta/4, c.Inactive)
	case limit < c.Inactive:
		limit = min(limit+c.Delta/4, c.Inactive)
	}
	return min(max(limit, c.Min), c.Max)
}
