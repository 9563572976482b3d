// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goexperiment.goyield && linux

package elastic

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

var integrationDur = flag.Duration("elastic.integration", 0,
	"how long each phase of TestIntegration measures (default 3s, or $ELASTIC_INTEGRATION)")

// integrationDuration returns the measuring time of each phase of
// TestIntegration: the flag, else $ELASTIC_INTEGRATION, else 3s.
func integrationDuration(t *testing.T) time.Duration {
	if *integrationDur > 0 {
		return *integrationDur
	}
	if s := os.Getenv("ELASTIC_INTEGRATION"); s != "" {
		d, err := time.ParseDuration(s)
		require.NoError(t, err, "ELASTIC_INTEGRATION")
		require.Positive(t, d, "ELASTIC_INTEGRATION")
		return d
	}
	return 3 * time.Second
}

// integrationResult is what one phase of TestIntegration measured.
type integrationResult struct {
	p99       time.Duration // scheduling latency over the measurement
	util      float64       // process CPU / (wall × GOMAXPROCS)
	limit     float64       // the controller's limit at the end
	others    float64       // CPU used by other processes, fraction of the machine
	admitted  time.Duration
	yields    int64
	elapsed   time.Duration
	fgWakeups int64
}

func (r integrationResult) String() string {
	return fmt.Sprintf("sched p99 %v, CPU utilization %.1f%%, final limit %.0f%%, %v admitted in %v, %d yields, %d foreground wake-ups, other processes %.0f%% of the machine",
		r.p99, 100*r.util, 100*r.limit, r.admitted.Round(time.Millisecond), r.elapsed.Round(time.Millisecond), r.yields, r.fgWakeups, 100*r.others)
}

// TestIntegration runs elastic work beside latency-sensitive foreground
// goroutines, paced by a Controller with and without Yield, and checks
// the claim of the goyield toolchain: with Yield, the controller keeps
// the scheduling-latency p99 at its target while the CPU stays at least
// 90% busy; without Yield, it can meet the target only by admitting
// less, so the CPU is less busy.
//
// With Yield the controller runs its default law, LawFill; alone,
// LawConservative, with Delta 0.01 (a hundred times the default). Both
// start at their maximum, 95%, so that they settle within the few
// seconds of a test run. Set the length of each phase with -elastic.integration
// or $ELASTIC_INTEGRATION.
func TestIntegration(t *testing.T) {
	d := integrationDuration(t)
	cfg := Config{Target: time.Millisecond, Delta: 0.01, Min: 0.05, Max: 0.95, Initial: 0.95}

	withYield := runIntegration(t, cfg, d, true) // LawFill, the default with goyield
	t.Logf("elastic + Yield: %v", withYield)
	aloneCfg := cfg
	aloneCfg.Law = LawConservative // the law for work that does not yield
	alone := runIntegration(t, aloneCfg, d, false)
	t.Logf("elastic alone:   %v", alone)

	busy := max(withYield.others, alone.others)
	ok := withYield.p99 <= cfg.Target && withYield.util >= 0.90 && alone.util < withYield.util
	if !ok && busy > 0.10 {
		t.Skipf("other processes used %.0f%% of the machine's CPU during the test: the utilization figures are not this process's to judge", 100*busy)
	}
	assert.LessOrEqual(t, withYield.p99, cfg.Target, "elastic + Yield: scheduling-latency p99 over target")
	assert.GreaterOrEqual(t, withYield.util, 0.90, "elastic + Yield: CPU utilization under 90%")
	assert.Less(t, alone.util, withYield.util, "elastic alone should use less CPU than elastic + Yield at the same target")
}

// runIntegration runs one phase: foreground goroutines that wake every
// 500µs to do 20µs of work, beside 2×GOMAXPROCS elastic goroutines
// working in 5µs chunks under a Pacer. It warms up for a second, then
// measures for d.
func runIntegration(t *testing.T, cfg Config, d time.Duration, yield bool) integrationResult {
	t.Helper()
	c, err := New(cfg)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	defer func() {
		cancel()
		wg.Wait()
	}()
	wg.Go(func() { c.Run(ctx) })

	chunk := calibrateSpins(5 * time.Microsecond)
	fgWork := calibrateSpins(20 * time.Microsecond)
	var yields atomic.Int64
	procs := runtime.GOMAXPROCS(0)
	for range 2 * procs {
		wg.Go(func() {
			p := c.NewPacer(PacerOptions{NoYield: !yield})
			defer func() {
				yields.Add(p.Stats().Yields)
				p.Close()
			}()
			x := uint64(1)
			for p.Pace(ctx) == nil {
				x = spinFor(x, chunk)
			}
			spinSink.Add(x)
		})
	}
	var wakeups atomic.Int64
	for range 8 {
		wg.Go(func() {
			x := uint64(2)
			for ctx.Err() == nil {
				time.Sleep(500 * time.Microsecond)
				x = spinFor(x, fgWork)
				wakeups.Add(1)
			}
			spinSink.Add(x)
		})
	}

	time.Sleep(time.Second) // warm up: the bucket fills, the window starts
	h0 := readSchedLatencies()
	cpu0 := processCPU(t)
	busy0, _ := machineCPU(t)
	w0 := wakeups.Load()
	s0 := c.Stats()
	start := time.Now()
	time.Sleep(d)
	elapsed := time.Since(start)
	s1 := c.Stats()
	w1 := wakeups.Load()
	busy1, ncpu := machineCPU(t)
	cpu1 := processCPU(t)
	h1 := readSchedLatencies()
	cancel()
	wg.Wait()

	p99, ok := WindowQuantile(h0, h1, 0.99)
	require.True(t, ok, "no scheduling latencies recorded")
	mine := cpu1 - cpu0
	return integrationResult{
		p99:       time.Duration(p99 * 1e9),
		util:      float64(mine) / (float64(elapsed) * float64(procs)),
		limit:     s1.Limit,
		others:    max(0, float64(busy1-busy0-mine)) / (float64(elapsed) * float64(ncpu)),
		admitted:  s1.Used() - s0.Used(),
		yields:    yields.Load(),
		elapsed:   elapsed,
		fgWakeups: w1 - w0,
	}
}

var spinSink atomic.Uint64

// spinFor does n dependent multiply-adds.
func spinFor(x uint64, n int) uint64 {
	for range n {
		x = x*6364136223846793005 + 1442695040888963407
	}
	return x
}

// calibrateSpins returns how many iterations of spinFor take about d.
func calibrateSpins(d time.Duration) int {
	const n = 1 << 16
	best := time.Hour
	x := uint64(3)
	for range 10 {
		start := time.Now()
		x = spinFor(x, n)
		best = min(best, time.Since(start))
	}
	spinSink.Add(x)
	return max(1, int(float64(n)*float64(d)/float64(max(best, 1))))
}

func readSchedLatencies() *metrics.Float64Histogram {
	s := []metrics.Sample{{Name: SchedLatencyMetric}}
	metrics.Read(s)
	return s[0].Value.Float64Histogram()
}

// processCPU returns the CPU time, user and system, the process has used.
func processCPU(t *testing.T) time.Duration {
	var ru unix.Rusage
	require.NoError(t, unix.Getrusage(unix.RUSAGE_SELF, &ru))
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// machineCPU returns the CPU time every process of the machine has used
// since boot, from /proc/stat, and the number of CPUs.
func machineCPU(t *testing.T) (time.Duration, int) {
	f, err := os.Open("/proc/stat")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	var busy time.Duration
	ncpu := 0
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		switch {
		case len(fields) > 8 && fields[0] == "cpu":
			// user nice system idle iowait irq softirq steal ...
			for i, v := range fields[1:9] {
				if i == 3 || i == 4 { // idle, iowait
					continue
				}
				n, err := strconv.ParseInt(v, 10, 64)
				require.NoError(t, err)
				busy += time.Duration(n) * time.Second / 100 // USER_HZ
			}
		case strings.HasPrefix(fields[0], "cpu"):
			ncpu++
		}
	}
	require.NoError(t, sc.Err())
	return busy, max(ncpu, 1)
}
