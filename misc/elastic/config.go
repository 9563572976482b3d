// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"fmt"
	"math"
	"time"
)

// Defaults for the fields of [Config].
const (
	DefaultTarget         = time.Millisecond
	DefaultDelta          = 0.0001 // 0.1% per second at the default tick
	DefaultDecreaseFactor = 2
	DefaultMin            = 0.05
	DefaultMax            = 0.75 // with LawConservative; 1 with LawFill
	DefaultInactive       = DefaultMin + 0.005
	DefaultTick           = 100 * time.Millisecond
	DefaultWindow         = 2500 * time.Millisecond
	DefaultBurst          = time.Second
	DefaultRamp           = 0.25
	DefaultBackoff        = 0.5
)

// A Law is a control law: how a [Controller] moves its limit each tick.
type Law int

const (
	// LawDefault is LawFill where the package is built by the goyield
	// toolchain (Fork), whose Yield keeps the foreground's latency low
	// at any utilization, and LawConservative elsewhere.
	LawDefault Law = iota

	// LawConservative is CockroachDB's law, for work whose only
	// protection is the controller ([Config.Step]): the limit rises by
	// Delta a tick while work waits and the p99 over Window is under
	// Target, falls by DecreaseFactor×Delta while it is over, and
	// stays under Max (default 0.75). At its defaults the limit needs
	// 12 minutes to rise from Inactive to Max: without Yield, every
	// CPU-second admitted delays the foreground, and the controller
	// must feel its way up.
	LawConservative

	// LawFill is for work that steps aside itself: work that calls
	// [Yield], a [Pacer] (which does), or background work
	// ([SetBackground]). Such work can use every idle CPU without
	// delaying the foreground, so the limit fills the spare capacity in
	// about a second and falls only when the foreground is delayed
	// regardless ([Config.Next]): it rises by up to the factor 1+Ramp
	// a tick while work waits and the p99 over the last tick is under
	// half Target, holds while it is between half Target and Target,
	// and falls within one tick, by the factor max(Backoff, Target/p99),
	// once it is over. Max defaults to 1.
	LawFill
)

func (l Law) String() string {
	switch l {
	case LawDefault:
		return "LawDefault"
	case LawConservative:
		return "LawConservative"
	case LawFill:
		return "LawFill"
	}
	return fmt.Sprintf("Law(%d)", int(l))
}

// Bounds on the CPU time one grant may ask for.
const (
	MinGrant = 10 * time.Millisecond
	MaxGrant = 100 * time.Millisecond
)

// Config configures a [Controller]. The zero value of a field selects
// its default.
type Config struct {
	// Target is the scheduling latency the controller aims to keep the
	// p99 at or under: at least 1µs. Default 1ms.
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
	// Defaults 0.05, and 0.75 with LawConservative, 1 with LawFill.
	Min, Max float64

	// Inactive is the level the limit decays toward, by Delta/4 per
	// tick, while the p99 is at or under Target and no elastic work
	// waits. Default Min+0.005.
	Inactive float64

	// Initial is the limit the controller starts at. Default Inactive.
	Initial float64

	// Tick is how often the controller samples the scheduling latency
	// and adjusts the limit: at least 1ms. Default 100ms.
	Tick time.Duration

	// Window is how far back the p99 looks: it is computed from the
	// newest cumulative histogram minus the one Window earlier. It is
	// rounded to a whole number of ticks, at most 1000 of them. Default
	// 2.5s.
	Window time.Duration

	// Burst is how much fill the token bucket can hold, as a time at
	// the current fill rate: from MinGrant to 1s. Default 1s.
	Burst time.Duration

	// Law is the control law. Default LawDefault: LawFill on the
	// goyield toolchain, LawConservative elsewhere.
	Law Law

	// Ramp is how much LawFill raises the limit in one tick, as a
	// fraction of it: the limit is multiplied by 1+Ramp. Default 0.25,
	// which takes the limit from 5.5% to 100% in 13 ticks (1.3s at the
	// default Tick).
	Ramp float64

	// Backoff is the most LawFill lowers the limit by in one tick, as
	// a factor: over Target, the limit is multiplied by
	// max(Backoff, Target/p99). Default 0.5.
	Backoff float64
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
	if c.Law == LawDefault {
		c.Law = LawConservative
		if Fork {
			c.Law = LawFill
		}
	}
	defDur(&c.Target, DefaultTarget)
	def(&c.Delta, DefaultDelta)
	def(&c.DecreaseFactor, DefaultDecreaseFactor)
	def(&c.Min, DefaultMin)
	if c.Law == LawFill {
		def(&c.Max, 1)
	}
	def(&c.Max, DefaultMax)
	def(&c.Ramp, DefaultRamp)
	def(&c.Backoff, DefaultBackoff)
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
// filled in. Each range is written so that NaN falls outside it.
func (c Config) validate() error {
	switch {
	case c.Target < time.Microsecond:
		return fmt.Errorf("elastic: Target %v is under 1µs (a time.Duration: 1*time.Millisecond, not 1)", c.Target)
	case !(c.Delta > 0 && c.Delta <= 1):
		return fmt.Errorf("elastic: Delta %v is outside (0, 1]", c.Delta)
	case !(c.DecreaseFactor >= 0 && c.DecreaseFactor <= math.MaxFloat64):
		return fmt.Errorf("elastic: DecreaseFactor %v is negative or not finite", c.DecreaseFactor)
	case !(c.Min > 0 && c.Min <= 1):
		return fmt.Errorf("elastic: Min %v is outside (0, 1]", c.Min)
	case !(c.Max > 0 && c.Max <= 1):
		return fmt.Errorf("elastic: Max %v is outside (0, 1]", c.Max)
	case c.Min > c.Max:
		return fmt.Errorf("elastic: Min %v is above Max %v", c.Min, c.Max)
	case !(c.Inactive >= c.Min && c.Inactive <= c.Max):
		return fmt.Errorf("elastic: Inactive %v is outside [Min, Max] = [%v, %v]", c.Inactive, c.Min, c.Max)
	case !(c.Initial >= c.Min && c.Initial <= c.Max):
		return fmt.Errorf("elastic: Initial %v is outside [Min, Max] = [%v, %v]", c.Initial, c.Min, c.Max)
	case c.Tick < time.Millisecond:
		return fmt.Errorf("elastic: Tick %v is under 1ms (a time.Duration: 100*time.Millisecond, not 100)", c.Tick)
	case c.Window < c.Tick:
		return fmt.Errorf("elastic: Window %v is shorter than Tick %v", c.Window, c.Tick)
	case c.windowTicks() > maxTicksPerWindow:
		return fmt.Errorf("elastic: Window %v is more than %d Ticks of %v", c.Window, maxTicksPerWindow, c.Tick)
	case c.Burst < MinGrant || c.Burst > time.Second:
		return fmt.Errorf("elastic: Burst %v is outside [MinGrant, 1s] = [%v, 1s]", c.Burst, MinGrant)
	case c.Min*float64(c.Burst) < 1:
		// The bucket grants only once it holds 1ns, and holds at
		// most limit × GOMAXPROCS × Burst.
		return fmt.Errorf("elastic: Min %v is too small: at that limit the token bucket holds under 1ns of CPU in Burst %v, and never grants", c.Min, c.Burst)
	case c.Law != LawConservative && c.Law != LawFill:
		return fmt.Errorf("elastic: Law %v is not LawDefault, LawConservative or LawFill", c.Law)
	case !(c.Ramp > 0 && c.Ramp <= 10):
		return fmt.Errorf("elastic: Ramp %v is outside (0, 10]", c.Ramp)
	case !(c.Backoff > 0 && c.Backoff < 1):
		return fmt.Errorf("elastic: Backoff %v is outside (0, 1)", c.Backoff)
	}
	return nil
}

// windowTicks is Window in ticks, rounded, and at least one: the
// sampler's window.
func (c Config) windowTicks() int {
	return max(1, int(math.Round(float64(c.Window)/float64(c.Tick))))
}

// maxTicksPerWindow bounds Window/Tick: the sampler keeps a snapshot of
// the scheduler's latency histogram per tick of the window.
const maxTicksPerWindow = 1000

// Inputs are what a control law sees at the end of a tick.
type Inputs struct {
	P99     time.Duration // scheduling-latency p99 over the window
	TickP99 time.Duration // scheduling-latency p99 over the last tick alone
	Waiting bool          // elastic work waited for tokens during the tick
}

// Next is c's control law: it returns the limit that follows limit
// after a tick with the given inputs, clamped to [Min, Max]. Zero fields
// of c take their defaults. LawConservative is [Config.Step] on the
// window's p99. LawFill (see [Law]) works on the last tick's p99, so
// that it falls within one tick of a delay, and rises again as soon as
// the delay is over:
//
//   - over Target: limit × max(Backoff, Target/TickP99);
//   - between Target/2 and Target: unchanged;
//   - under Target/2, with work waiting: limit × (1 + Ramp×(1−2r)),
//     where r is TickP99/Target: the full Ramp while the foreground
//     waits for nothing, less as the p99 nears Target/2;
//   - under Target/2, with none waiting: Delta/4 toward Inactive.
//
// Both moves shrink as the p99 nears the band between Target/2 and
// Target, so that a load that keeps the p99 near Target settles the
// limit inside the band rather than swinging it around it.
func (c Config) Next(limit float64, in Inputs) float64 {
	c = c.withDefaults()
	if c.Law == LawConservative {
		return c.Step(limit, in.P99, in.Waiting)
	}
	r := float64(in.TickP99) / float64(max(c.Target, 1))
	switch {
	case r > 1:
		limit *= max(c.Backoff, 1/r)
	case r > 0.5:
		// Near Target: hold.
	case in.Waiting:
		limit *= 1 + c.Ramp*(1-2*r)
	case limit > c.Inactive:
		limit = max(limit-c.Delta/4, c.Inactive)
	case limit < c.Inactive:
		limit = min(limit+c.Delta/4, c.Inactive)
	}
	return min(max(limit, c.Min), c.Max)
}

// Step is LawConservative's control law. It returns the limit that follows limit
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
