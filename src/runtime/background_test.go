// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/trace"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"internal/asan"
	"internal/msan"
	"internal/race"
	"internal/testenv"
	itrace "internal/trace"
	"internal/trace/testtrace"
)

// bgSpin loops without function calls, as compute kernels do, until stop
// is set: only an asynchronous preemption can stop it. It adds the
// iterations it did to n.
//
//go:noinline
func bgSpin(stop *atomic.Bool, n *atomic.Int64) {
	x := yieldSink.Load()
	var i int64
	for !stop.Load() {
		x ^= x<<13 ^ x>>7 ^ uint64(i)
		i++
	}
	yieldSink.Store(x)
	n.Add(i)
}

// backgroundSpinners starts n background goroutines that loop without
// function calls until the returned stop function is called. stop waits
// for them and returns the iterations they did.
func backgroundSpinners(n int) (stop func() int64) {
	var done atomic.Bool
	var iters atomic.Int64
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			runtime.SetBackground(true)
			bgSpin(&done, &iters)
			leaveBackground()
		})
	}
	return func() int64 {
		done.Store(true)
		wg.Wait()
		return iters.Load()
	}
}

// backgroundAB measures f with the background class off
// (GODEBUG=yieldoff=1) and on, each while 2×GOMAXPROCS background
// goroutines that never call Yield occupy every P, in three rounds of
// both, interleaved, so that a slow stretch of the machine falls on both,
// and returns f's result in each round.
func backgroundAB(t *testing.T, f func() int) (off, on []int) {
	withGOMAXPROCS(t, 2)
	for round := range 6 {
		v := int32(1 - round%2) // off, on, off, on, ...
		old := runtime.SetYieldOff(v)
		stop := backgroundSpinners(2 * runtime.GOMAXPROCS(0))
		n := f()
		stop()
		runtime.SetYieldOff(old)
		if v == 1 {
			off = append(off, n)
		} else {
			on = append(on, n)
		}
	}
	return off, on
}

// backgroundAtLeast3x runs backgroundAB(t, f) until f counts at least 3×
// as many events (what) with the background class on as with it off, up
// to three times, and fails t if it never does. A machine busy with other
// work can starve one measurement; a class that does not step aside fails
// all three.
func backgroundAtLeast3x(t *testing.T, what string, f func() int) {
	t.Helper()
	skipPromptnessIfQuick(t)
	const attempts = 3
	for attempt := 1; ; attempt++ {
		offs, ons := backgroundAB(t, f)
		var off, on int
		for i := range offs {
			off, on = off+offs[i], on+ons[i]
		}
		t.Logf("%s: %d with the background class off, %d with it on", what, off, on)
		if on >= 3*off {
			return
		}
		if attempt == attempts {
			t.Errorf("with the background class on, %s: %d; want at least 3× the %d with it off (%d attempts)", what, on, off, attempts)
			return
		}
	}
}

// skipPromptnessIfQuick skips a test that measures how promptly
// foreground work runs beside background work when -quick is set:
// cmd/dist runs the runtime's tests with -quick at -cpu=1, 2 and 4
// alongside other test binaries, which take the CPUs from the test's
// threads for milliseconds at a time, so that nothing in the test is
// prompt. run.bash's own steps run these tests one package at a time.
func skipPromptnessIfQuick(t *testing.T) {
	if *flagQuick {
		t.Skip("-quick: a measurement of promptness, which other tests running alongside would spoil")
	}
}

// leaveBackground makes a background goroutine of a test foreground
// before it signals that it is done. A background goroutine that wakes the
// goroutine waiting for it steps aside for it, and would wait for spare
// capacity before it exits, perhaps into the next test, which would count
// it among its own background goroutines.
func leaveBackground() {
	runtime.SetBackground(false)
}

// useBackground makes the runtime's background sweeper and scavenger
// leave the background class when t ends: SetBackground(true) puts them
// in it for the rest of the process, which would change the tests that
// follow.
func useBackground(t *testing.T) {
	t.Cleanup(runtime.ResetBackgroundUsed)
}

func TestSetBackground(t *testing.T) {
	useBackground(t)
	done := make(chan bool)
	go func() {
		defer close(done)
		if runtime.IsBackground() {
			t.Error("a goroutine started by a foreground goroutine is background work")
		}
		if prev := runtime.SetBackground(true); prev {
			t.Error("SetBackground(true) returned true for a foreground goroutine")
		}
		if !runtime.IsBackground() {
			t.Error("SetBackground(true) did not make the goroutine background work")
		}
		if prev := runtime.SetBackground(true); !prev {
			t.Error("SetBackground(true) returned false for a background goroutine")
		}
		func() {
			defer runtime.SetBackground(runtime.SetBackground(false))
			if runtime.IsBackground() {
				t.Error("SetBackground(false) did not make the goroutine foreground work")
			}
		}()
		if !runtime.IsBackground() {
			t.Error("the deferred SetBackground(prev) did not restore the background setting")
		}
		runtime.SetBackground(false)
	}()
	<-done
}

// Goroutines started by a background goroutine are background goroutines,
// down the generations, and a goroutine can switch itself back. The
// metric counts them.
func TestSetBackgroundInherited(t *testing.T) {
	useBackground(t)
	const gauge = "/sched/goroutines/background:goroutines"
	read := func() uint64 {
		s := []metrics.Sample{{Name: gauge}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	// Background goroutines of the tests before this one may still be
	// exiting, which lowers the gauge between the two reads; no goroutine
	// raises it meanwhile, so a gauge that counts the two new goroutines
	// shows them in one of a few attempts and one that does not never does.
	// Each attempt's goroutines stay alive until the test returns: had they
	// exited at the end of their attempt, their exit would race with the
	// next attempt's reads, on every attempt.
	const attempts = 5
	release := make(chan bool)
	defer close(release)
	var before, counted uint64
	for i := range attempts {
		if i > 0 {
			time.Sleep(10 * time.Millisecond) // let stragglers exit
		}
		before = read()
		got := make(chan [3]bool)
		go func() {
			runtime.SetBackground(true)
			go func() {
				var r [3]bool
				r[0] = runtime.IsBackground()
				inner := make(chan bool)
				go func() { inner <- runtime.IsBackground() }()
				r[1] = <-inner
				runtime.SetBackground(false)
				r[2] = runtime.IsBackground()
				runtime.SetBackground(true)
				counted = read() // this goroutine and its parent
				got <- r
				<-release
			}()
			<-release
		}()
		r := <-got
		if !r[0] || !r[1] {
			t.Fatalf("children and grandchildren of a background goroutine are background work: %v, %v; want true, true", r[0], r[1])
		}
		if r[2] {
			t.Fatalf("a background goroutine's child could not switch itself back to foreground work")
		}
		if counted >= before+2 {
			return
		}
	}
	t.Errorf("%s = %d with two more background goroutines alive, was %d (last of %d attempts)", gauge, counted, before, attempts)
}

// A background goroutine that becomes runnable waits until nothing else
// is: on one P busy with a foreground goroutine, which sysmon preempts
// every 10ms, it does not run until the foreground goroutine blocks.
func TestBackgroundRunsOnSpareCapacity(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 1)
	withoutGC(t)
	wake := make(chan bool, 1)
	var ran atomic.Bool
	parked := make(chan bool)
	go func() {
		runtime.SetBackground(true)
		parked <- true
		<-wake
		ran.Store(true)
	}()
	<-parked
	wake <- true // the background goroutine is runnable now
	for start := time.Now(); time.Since(start) < 100*time.Millisecond; {
		yieldSpin()
	}
	if ran.Load() {
		t.Fatal("a background goroutine ran while a foreground goroutine kept the only P busy")
	}
	time.Sleep(10 * time.Millisecond) // the P is free
	for start := time.Now(); !ran.Load(); {
		if time.Since(start) > 10*time.Second {
			t.Fatal("a runnable background goroutine did not run while the P was free")
		}
		time.Sleep(time.Millisecond)
	}
}

// A goroutine waiting on a timer runs promptly while background goroutines
// that never call Yield, or any function, occupy every P: the poller
// preempts one for it. Without the background class, it waits for sysmon
// to preempt one, every 10ms at best.
func TestBackgroundTimerPrompt(t *testing.T) {
	useBackground(t)
	const window = 100 * time.Millisecond
	backgroundAtLeast3x(t, "sleeps completed in "+window.String(), func() int {
		n := 0
		for start := time.Now(); time.Since(start) < window; n++ {
			time.Sleep(100 * time.Microsecond)
		}
		return n
	})
}

// A background goroutine that grows a large slice stops for other work
// within growslice's copy, which is assembly (memmove) that asynchronous
// preemption cannot stop: the copy goes a chunk at a time. So sleepers
// beside goroutines appending to slices of megabytes wake about as
// promptly as beside goroutines that loop: without the chunks, each wake-up
// waits for a whole copy, milliseconds.
func TestBackgroundGrowslicePrompt(t *testing.T) {
	skipPromptnessIfQuick(t)
	if race.Enabled || asan.Enabled || msan.Enabled {
		// Their checks of the whole old slice run in C, which nothing
		// preempts.
		t.Skip("the race detector and sanitizers check the whole copy at once")
	}
	useBackground(t)
	withGOMAXPROCS(t, 2)
	const window = 100 * time.Millisecond
	sleeps := func() int {
		n := 0
		for start := time.Now(); time.Since(start) < window; n++ {
			time.Sleep(100 * time.Microsecond)
		}
		return n
	}
	growers := func(n int) (stop func() int64) {
		var done atomic.Bool
		var wg sync.WaitGroup
		for range n {
			wg.Go(func() {
				runtime.SetBackground(true)
				s := make([]byte, 16<<20)
				for i := range s {
					s[i] = byte(i * 7)
				}
				for !done.Load() {
					// Full, so that append copies all 16 MiB.
					s = append(s[:len(s):len(s)], 0)[:len(s)]
					// The copy may stop between chunks: check that
					// it is whole.
					for i := 0; i < len(s); i += 4093 {
						if s[i] != byte(i*7) {
							t.Errorf("after a stop in growslice, byte %d of the new slice is %d, want %d", i, s[i], byte(i*7))
							break
						}
					}
				}
				leaveBackground()
			})
		}
		return func() int64 {
			done.Store(true)
			wg.Wait()
			return 0
		}
	}
	for attempt := 1; ; attempt++ {
		var spin, grow int
		for range 3 {
			stop := backgroundSpinners(2)
			spin += sleeps()
			stop()
			stop = growers(2)
			grow += sleeps()
			stop()
		}
		t.Logf("sleeps of 100µs completed in 3×%v: %d beside looping background goroutines, %d beside ones growing slices", window, spin, grow)
		if 2*grow >= spin {
			return
		}
		if attempt == 3 {
			t.Fatalf("sleeps of 100µs completed in 3×%v: %d beside looping background goroutines, %d beside ones growing slices; want at least half as many", window, spin, grow)
		}
	}
}

// keepMarking builds a heap that takes the collector tens of
// milliseconds to mark at a quarter of one P, and returns a function that
// starts a goroutine that keeps the collector marking it, back to back,
// until the function it returns is called.
func keepMarking(t *testing.T) (start func() (stop func())) {
	type node struct{ next [7]*node }
	heap := make([]*node, 1<<19)
	for i := range heap {
		heap[i] = new(node)
		if i > 0 {
			heap[i].next[0] = heap[i-1]
		}
	}
	t.Cleanup(func() { runtime.KeepAlive(heap) })
	return func() (stop func()) {
		var done atomic.Bool
		var wg sync.WaitGroup
		wg.Go(func() {
			for !done.Load() {
				runtime.GC()
			}
		})
		return func() {
			done.Store(true)
			wg.Wait()
		}
	}
}

// A goroutine woken by a timer runs promptly beside background work, or
// beside goroutines looping on Yield, while the collector marks. The P
// whose goroutine steps aside for it runs it before it starts a
// fractional mark worker (yieldWorkFirst): a fractional worker runs until
// it has made up its share of the mark phase, without looking at the run
// queues, and at one P beside work that never stops for it, that share
// is a quarter of the time since it last ran, milliseconds, which each
// wake-up would otherwise wait for. Stock Go's plain goroutines delay
// such a timer by their whole time slice (10ms), whether or not the
// collector runs.
func TestBackgroundTimerPromptDuringMark(t *testing.T) {
	skipPromptnessIfQuick(t)
	if race.Enabled || asan.Enabled || msan.Enabled {
		t.Skip("the race detector and sanitizers slow the collector and the sleeps down too much to tell")
	}
	marking := keepMarking(t)
	const sleep = 10 * time.Millisecond
	// lateness returns the median of how late 30 sleeps woke.
	lateness := func() time.Duration {
		var late []time.Duration
		for range 30 {
			start := time.Now()
			time.Sleep(sleep)
			late = append(late, time.Since(start)-sleep)
		}
		slices.Sort(late)
		return late[len(late)/2]
	}
	for _, tc := range []struct {
		name  string
		start func() (stop func())
	}{
		{"background", func() func() {
			stop := backgroundSpinners(2)
			return func() { stop() }
		}},
		// One goroutine looping on Yield, so that, as with the
		// class's turns of 10 to 20ms, no turn ends between two
		// wake-ups: nothing else lets the worker catch up.
		{"yield", func() func() { return yielders(1, nil) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			useBackground(t)
			withGOMAXPROCS(t, 1)
			// Without the change, 1.5-4ms during marking, against
			// 40-150µs with it and without the collector.
			const slack = time.Millisecond
			for attempt := 1; ; attempt++ {
				stop := tc.start()
				quiet := lateness()
				stopGC := marking()
				mark := lateness()
				stopGC()
				stop()
				t.Logf("median lateness of sleeps of %v at one P: %v, and %v while the collector marked", sleep, quiet, mark)
				if mark <= quiet+slack {
					break
				}
				if attempt == 3 {
					t.Fatalf("median lateness of sleeps of %v at one P: %v, and %v while the collector marked; want at most %v more", sleep, quiet, mark, slack)
				}
			}
		})
	}
}

// A P that installs a background goroutine while other work waits in the
// run queues stops it at once. The work may have come in while the P's M
// looked for work elsewhere, between two goroutines, when a request to
// stop for it found no goroutine on the P to ask. RunOnGlobalQueue queues
// work with no such request; without the check at install, the goroutine,
// which loops without calls, would run until sysmon's time slice ends,
// 10ms or more.
func TestBackgroundInstallSeesWaitingWork(t *testing.T) {
	skipPromptnessIfQuick(t)
	useBackground(t)
	withGOMAXPROCS(t, 1)
	for attempt := 1; ; attempt++ {
		var ran, stop atomic.Bool
		var iters atomic.Int64
		// Until the queued work runs, and at most a second.
		limit := time.AfterFunc(time.Second, func() { stop.Store(true) })
		took := make(chan time.Duration)
		go func() {
			runtime.SetBackground(true)
			start := time.Now()
			runtime.RunOnGlobalQueue(func() {
				ran.Store(true)
				stop.Store(true)
			})
			runtime.BackgroundReinstall()
			bgSpin(&stop, &iters)
			d := time.Since(start)
			leaveBackground()
			took <- d
		}()
		d := <-took
		limit.Stop()
		if !ran.Load() {
			t.Fatal("the queued work did not run within a second")
		}
		t.Logf("the queued work ran after %v", d)
		if d < 5*time.Millisecond {
			return
		}
		if attempt == 3 {
			t.Fatalf("a background goroutine installed while work waited on the global run queue ran %v before the work did; want under 5ms", d)
		}
	}
}

// The check at install covers a background goroutine that parked in
// Yield (as SetBackground(true) itself may) as well as one stopped for
// other work: both leave the yield queue marked for it.
func TestBackgroundInstallCheckAfterYield(t *testing.T) {
	if runnable, parked := runtime.YieldReadyPopped(); !runnable || !parked {
		t.Errorf("taken from the yield queue, marked for the check at install: runnable %v, parked in Yield %v; want true, true", runnable, parked)
	}
}

// On Linux, the thread that runs a background goroutine arms a timer of
// its own for its P's next timer, and the signal it sends preempts the
// goroutine when the timer expires. A sleeper's expired timer is
// otherwise seen by the yield poller, which blocks in the network poller
// for at least a millisecond: sleeps of 100µs would then overshoot by
// about that much; with the thread's timer they overshoot by tens of
// microseconds.
func TestBackgroundTimerDeadline(t *testing.T) {
	skipPromptnessIfQuick(t)
	if !runtime.BackgroundTimerSupported {
		t.Skip("no deadline timer on", runtime.GOOS)
	}
	useBackground(t)
	withGOMAXPROCS(t, 2)
	stop := backgroundSpinners(2 * runtime.GOMAXPROCS(0))
	var over []time.Duration
	for range 200 {
		start := time.Now()
		time.Sleep(100 * time.Microsecond)
		over = append(over, time.Since(start)-100*time.Microsecond)
	}
	stop()
	slices.Sort(over)
	med := over[len(over)/2]
	t.Logf("sleeps of 100µs beside background goroutines overshot by %v at the median, %v at the p90", med, over[len(over)*9/10])
	if med > 500*time.Microsecond {
		t.Errorf("sleeps of 100µs beside background goroutines overshot by %v at the median; want at most 500µs, as the thread's timer fires on time", med)
	}
}

// A foreground goroutine readied by a background goroutine that goes on
// looping without function calls runs promptly: the background goroutine
// is preempted for it. Without the background class, the foreground
// goroutine waits in its run queue for sysmon's preemption.
func TestBackgroundHandoffPrompt(t *testing.T) {
	useBackground(t)
	const window = 100 * time.Millisecond
	backgroundAtLeast3x(t, "handoffs received in "+window.String(), func() int {
		c := make(chan int64, 1)
		var stop atomic.Bool
		var senderDone sync.WaitGroup
		senderDone.Go(func() {
			runtime.SetBackground(true)
			var n atomic.Int64
			for !stop.Load() {
				select {
				case c <- 0:
				default:
				}
				// Loop a while without calls, holding the P.
				for start := runtime.Nanotime(); runtime.Nanotime()-start < int64(time.Millisecond) && !stop.Load(); {
					n.Add(1)
				}
			}
		})
		n := 0
		for start := time.Now(); time.Since(start) < window; n++ {
			<-c
		}
		stop.Store(true)
		senderDone.Wait()
		return n
	})
}

// catEcho starts a cat process and returns a function that makes a round
// trip of one byte through it: a write to its stdin, and a read of the
// echo, for which the network poller readies the caller.
func catEcho(t *testing.T) (roundTrip func()) {
	testenv.MustHaveExec(t)
	cat, err := exec.LookPath("cat")
	if err != nil {
		t.Skip("no cat command")
	}
	cmd := exec.Command(cat)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Close()
		cmd.Wait()
	})
	buf := make([]byte, 1)
	return func() {
		if _, err := in.Write(buf); err != nil {
			t.Fatal(err)
		}
		if _, err := io.ReadFull(out, buf); err != nil {
			t.Fatal(err)
		}
	}
}

// The yield poller watches the network for background work again as
// soon as the last idle P leaves the idle list: here the P of a goroutine
// that slept, taken by the M that was blocked in the network poller for
// its timer, while a background goroutine runs on the other. Before,
// nothing woke the poller, which had gone to sleep while the P was idle,
// and the network waited for sysmon's poll, up to 10ms later: a pipe's
// echo while the woken goroutine ran on took 4-7ms at the median, and
// 2.4-3.3ms after, on a 2-CPU VM also running the child that echoed.
func TestBackgroundPollerAfterIdle(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	stop := backgroundSpinners(1)
	defer stop()
	for round := range 5 {
		time.Sleep(20 * time.Millisecond) // our P idles, and the poller sleeps
		awake := false
		for start := time.Now(); !awake && time.Since(start) < 50*time.Millisecond; {
			awake = !runtime.YieldPollerSleeping()
		}
		if !awake {
			t.Fatalf("round %d: the yield poller slept for 50ms while one P ran background work and the other this goroutine", round)
		}
	}
}

// A goroutine made ready by the network poller (a pipe from a child
// process) runs promptly while background goroutines occupy every P.
//
// Plain goroutines hold it up in some rounds but not all, and on some
// machines in none, in stock Go too: a P that finds the reader ready in
// the network poller each time it looks, before it looks for other work,
// may run only the reader for a whole round. So the rounds with the class
// off are only logged, and each round with it on is compared with rounds
// without background work: a held-up round makes a round trip or two
// every 10-20ms, under 5 in a round, where a prompt one makes about as
// many as those (the slowest, on a 2-CPU VM, a sixth to a fifteenth of
// their median; the bound is a fiftieth, for machines noisier still). Many
// background goroutines and many short rounds make a class that holds
// the reader up as plain goroutines do fail nearly always, on a machine
// where plain goroutines hold it up at all.
//
// Under an emulator (the arm64 step of run.bash) the pace of round trips
// with no background work says little about the pace beside it: it
// measures and logs only.
func TestBackgroundPipePrompt(t *testing.T) {
	skipPromptnessIfQuick(t)
	useBackground(t)
	withGOMAXPROCS(t, 2)
	roundTrip := catEcho(t)
	const (
		window   = 50 * time.Millisecond
		rounds   = 8
		attempts = 2
	)
	count := func() int {
		n := 0
		for start := time.Now(); time.Since(start) < window; n++ {
			roundTrip()
		}
		return n
	}
	beside := func(yieldOff int32) int {
		old := runtime.SetYieldOff(yieldOff)
		defer runtime.SetYieldOff(old)
		stop := backgroundSpinners(8 * runtime.GOMAXPROCS(0))
		defer stop()
		return count()
	}
	for attempt := 1; ; attempt++ {
		// Interleaved, so that a slow stretch of the machine falls on all three.
		var none, off, on []int
		for range rounds {
			none = append(none, count())
			off = append(off, beside(1))
			on = append(on, beside(0))
		}
		t.Logf("round trips through a pipe in %v: %v with no background work, %v beside background goroutines with the class off, %v with it on", window, none, off, on)
		if os.Getenv("GOYIELD_TESTPROG_EXEC") != "" {
			return
		}
		slices.Sort(none)
		floor := max(none[len(none)/2]/50, 5)
		if slices.Min(on) >= floor {
			return
		}
		if attempt == attempts {
			t.Errorf("with the background class on, the slowest round made %d round trips through a pipe in %v; want at least %d, a fiftieth of the median with no background work, and 5 (%d attempts)", slices.Min(on), window, floor, attempts)
			return
		}
	}
}

// A background goroutine waiting in the runtime with its P, as in a mark
// assist, stops for other work as a running one does (bgStoppable). An
// allocation while the collector marks has its goroutine mark first, for
// milliseconds after a large one, on the P that the work waits for; the
// network poller's requests passed such a goroutine over, and a pipe's
// echo at one P waited for the whole assist: p99 12-25ms beside a
// goroutine that allocates 32 MiB at a time, against 1.3-2.2ms with the
// request, and 1.3-3ms beside one that does not allocate.
func TestBackgroundAssistPrompt(t *testing.T) {
	skipPromptnessIfQuick(t)
	if race.Enabled || asan.Enabled || msan.Enabled {
		t.Skip("the race detector and sanitizers slow the collector down too much to tell")
	}
	useBackground(t)
	withGOMAXPROCS(t, 1)
	roundTrip := catEcho(t)
	// A heap for the collector to mark: 64 MiB of pointers.
	type node struct{ next [7]*node }
	heap := make([]*node, 1<<20)
	for i := range heap {
		heap[i] = new(node)
		if i > 0 {
			heap[i].next[0] = heap[i-1]
		}
	}
	defer runtime.KeepAlive(heap)
	allocator := func() (stop func()) {
		var done atomic.Bool
		var wg sync.WaitGroup
		wg.Go(func() {
			runtime.SetBackground(true)
			for !done.Load() {
				assistSink = make([]byte, 32<<20)
			}
			leaveBackground()
		})
		return func() {
			done.Store(true)
			wg.Wait()
			assistSink = nil
		}
	}
	// p99 returns the 99th percentile of the round trips in half a
	// second, long enough for a few collections.
	p99 := func() time.Duration {
		var rt []time.Duration
		for end := time.Now().Add(500 * time.Millisecond); time.Now().Before(end); {
			start := time.Now()
			roundTrip()
			rt = append(rt, time.Since(start))
		}
		slices.Sort(rt)
		return rt[len(rt)*99/100]
	}
	const slack = 4 * time.Millisecond
	// Under an emulator (the arm64 step of run.bash) the collector marks
	// several times slower, and its workers' turns pass the slack:
	// measure and log only.
	measureOnly := os.Getenv("GOYIELD_TESTPROG_EXEC") != ""
	for attempt := 1; ; attempt++ {
		stopSpinner := backgroundSpinners(1)
		spin := p99()
		stopSpinner()
		stopAllocator := allocator()
		alloc := p99()
		stopAllocator()
		t.Logf("p99 of round trips through a pipe at one P: %v beside a background goroutine that spins, %v beside one that allocates 32 MiB at a time", spin, alloc)
		if measureOnly || alloc <= spin+slack {
			break
		}
		if attempt == 3 {
			t.Fatalf("p99 of round trips through a pipe at one P: %v beside a background goroutine that spins, %v beside one that allocates 32 MiB at a time; want at most %v more", spin, alloc, slack)
		}
	}
}

// A goroutine readied by the network runs promptly beside background work
// while the collector marks. Below 4 Ps the collector's share of the CPU
// is a fractional mark worker's, which runs until it has made up its
// share without looking at the run queues; the poller queues what the
// network readies on the global one when no P is idle, and asks such a
// worker to step aside for it (yieldAskFractional). Without that, a
// pipe's round trips at one P had a p99 of 1.5-1.7ms while the collector
// marked back to back, against 0.22ms with it and 0.16-0.2ms without the
// collector.
func TestBackgroundNetworkPromptDuringMark(t *testing.T) {
	skipPromptnessIfQuick(t)
	if race.Enabled || asan.Enabled || msan.Enabled {
		t.Skip("the race detector and sanitizers slow the collector down too much to tell")
	}
	useBackground(t)
	withGOMAXPROCS(t, 1)
	roundTrip := catEcho(t)
	marking := keepMarking(t)
	// p99 returns the 99th percentile of the round trips in half a
	// second.
	p99 := func() time.Duration {
		var rt []time.Duration
		for end := time.Now().Add(500 * time.Millisecond); time.Now().Before(end); {
			start := time.Now()
			roundTrip()
			rt = append(rt, time.Since(start))
		}
		slices.Sort(rt)
		return rt[len(rt)*99/100]
	}
	const slack = time.Millisecond
	// Under an emulator (the arm64 step of run.bash) the worker's checks
	// come several times further apart in time, past the slack: measure
	// and log only.
	measureOnly := os.Getenv("GOYIELD_TESTPROG_EXEC") != ""
	for attempt := 1; ; attempt++ {
		stop := backgroundSpinners(1)
		quiet := p99()
		stopGC := marking()
		mark := p99()
		stopGC()
		stop()
		t.Logf("p99 of round trips through a pipe at one P: %v, and %v while the collector marked", quiet, mark)
		if measureOnly || mark <= quiet+slack {
			break
		}
		if attempt == 3 {
			t.Fatalf("p99 of round trips through a pipe at one P: %v, and %v while the collector marked; want at most %v more", quiet, mark, slack)
		}
	}
}

var assistSink []byte

// The yield poller goes on polling the network after a stop of the world
// that a background goroutine makes itself, as when its allocation starts
// a collection. It used to give its role up if it found the world
// stopping, to be woken when some P next started to run background work;
// the goroutine that stopped the world goes on running on its P, so at
// one P nothing polled the network until sysmon did, up to 10ms later.
// Here a child process writes to a pipe 30ms after it starts, while a
// background goroutine spins after a stop of the world of 12ms, longer
// than the poller blocks in the network poller without yielders (10ms).
// The latest of five reads woke 10-12ms late before the change, 3.8-4.4ms
// after it, and 3-6ms without the stop (the child's own start).
func TestBackgroundPollerAfterStopTheWorld(t *testing.T) {
	skipPromptnessIfQuick(t)
	testenv.MustHaveExec(t)
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh command")
	}
	useBackground(t)
	withGOMAXPROCS(t, 1)
	const after = 30 * time.Millisecond
	// late returns how late a read from the pipe of a child that writes
	// the time after a while woke, while a background goroutine spins,
	// having stopped the world first if stw is set. The child's time
	// leaves out how long it took to start, which varies by milliseconds.
	late := func(stw bool) time.Duration {
		cmd := exec.Command(sh, "-c", fmt.Sprintf("sleep %.3f; date +%%s%%N", after.Seconds()))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var done atomic.Bool
		var wg sync.WaitGroup
		defer wg.Wait()
		defer done.Store(true)
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer cmd.Wait()
		// It runs once the read below blocks: there is one P.
		wg.Go(func() {
			runtime.SetBackground(true)
			if stw {
				runtime.StopTheWorldFor(int64(12 * time.Millisecond))
			}
			for end := time.Now().Add(time.Second); !done.Load() && time.Now().Before(end); {
			}
			leaveBackground()
		})
		line, err := bufio.NewReader(out).ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		read := time.Now()
		ns, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64)
		if err != nil {
			// A date without %N: from the child's start, then.
			return read.Sub(start) - after
		}
		return read.Sub(time.Unix(0, ns))
	}
	// The latest of 5 reads: sysmon's poll comes at any time in the
	// 10ms after the poller's last.
	const slack = 3 * time.Millisecond
	// Under an emulator (the arm64 step of run.bash) the child's start
	// alone varies by tens of milliseconds: measure and log only.
	measureOnly := os.Getenv("GOYIELD_TESTPROG_EXEC") != ""
	for attempt := 1; ; attempt++ {
		var plain, stw time.Duration
		for range 5 {
			plain = max(plain, late(false))
			stw = max(stw, late(true))
		}
		t.Logf("the latest of 5 reads from a pipe at one P beside a background goroutine: %v late, %v after it stopped the world", plain, stw)
		if measureOnly || stw <= plain+slack {
			break
		}
		if attempt == 3 {
			t.Fatalf("the latest of 5 reads from a pipe at one P beside a background goroutine: %v late, %v after it stopped the world; want at most %v more", plain, stw, slack)
		}
	}
}

// A background goroutine that readies a foreground goroutine on its P
// steps aside for it at the end of the channel operation that readied it:
// the foreground goroutine runs before the sender's next statement, not
// at the sender's next asynchronous safe point. (Every P runs background
// work, so there is no idle P for the receiver.)
func TestBackgroundHandoffStepsAside(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	stopSpinner := backgroundSpinners(1)
	defer stopSpinner()
	const rounds = 200
	c := make(chan int64, 1)
	var sent atomic.Int64 // the last round the sender went past
	var stop atomic.Bool
	var sender sync.WaitGroup
	sender.Go(func() {
		runtime.SetBackground(true)
		for i := int64(1); !stop.Load(); i++ {
			select {
			case c <- i:
			default:
				i--
			}
			sent.Store(i)
			// Give the receiver time to block again.
			for start := runtime.Nanotime(); runtime.Nanotime()-start < 200*1000 && !stop.Load(); {
			}
		}
	})
	late := 0
	for range rounds {
		if i := <-c; sent.Load() >= i {
			late++
		}
	}
	stop.Store(true)
	sender.Wait()
	t.Logf("%d of %d handoffs ran after the background sender went on", late, rounds)
	if late > rounds/2 {
		t.Errorf("%d of %d handoffs ran only after the background sender went on past the send; want at most half", late, rounds)
	}
}

// A background goroutine that wakes several foreground goroutines in one
// operation (a close, a broadcast, a deadline) or in a loop of them
// (sync.WaitGroup.Done) wakes them all before it steps aside. Here
// foreground work keeps every P busy, so once the background goroutine
// steps aside it does not run again, and a goroutine it had yet to wake
// would never run. Each woken goroutine, and a foreground spinner, keep
// their P busy until both woken goroutines have run.
//
// The request that the background goroutine step aside comes through its
// stack guard as soon as it has woken the first goroutine, as a request
// from sysmon or the garbage collector may: it must still wake the other
// (or, between the releases of a WaitGroup, wait in a run queue, which
// sysmon's preemption of a spinner lets it leave). A foreground goroutine
// that a timer wakes every 100µs asks it to stop again and again, as
// foreground work in a server does: before, the second stop between a
// WaitGroup's releases sent it to the yield queue, and the goroutine it had
// yet to release waited with it.
func TestBackgroundWakesAllBeforeSteppingAside(t *testing.T) {
	for _, tc := range []struct {
		name string
		// setup returns wait, which the two goroutines call to block,
		// and wake, which the background goroutine calls to wake both.
		setup func(t *testing.T) (wait func(int), wake func())
	}{
		{"close", func(t *testing.T) (func(int), func()) {
			c := make(chan bool)
			return func(int) { <-c }, func() { close(c) }
		}},
		{"broadcast", func(t *testing.T) (func(int), func()) {
			var mu sync.Mutex
			cond := sync.NewCond(&mu)
			woken := false
			return func(int) {
					mu.Lock()
					for !woken {
						cond.Wait()
					}
					mu.Unlock()
				}, func() {
					mu.Lock()
					woken = true
					mu.Unlock()
					cond.Broadcast()
				}
		}},
		{"waitgroup", func(t *testing.T) (func(int), func()) {
			var wg sync.WaitGroup
			wg.Add(1)
			return func(int) { wg.Wait() }, wg.Done
		}},
		{"deadline", func(t *testing.T) (func(int), func()) {
			// A reader and a writer blocked on one connection, both
			// woken by one SetDeadline.
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Skip(err)
			}
			t.Cleanup(func() { ln.Close() })
			accepted := make(chan net.Conn, 1)
			go func() {
				c, err := ln.Accept()
				if err == nil {
					accepted <- c
				}
				close(accepted)
			}()
			c, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { c.Close() })
			if peer := <-accepted; peer != nil {
				t.Cleanup(func() { peer.Close() }) // open, never read
			}
			return func(i int) {
					var err error
					if i == 0 {
						_, err = c.Read(make([]byte, 1))
					} else {
						// More than the socket buffers hold.
						_, err = c.Write(make([]byte, 64<<20))
					}
					if !errors.Is(err, os.ErrDeadlineExceeded) {
						t.Errorf("blocked I/O returned %v, want a deadline error", err)
					}
				}, func() {
					c.SetDeadline(time.Unix(1, 0))
				}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			testWakesAll(t, tc.setup)
		})
	}
}

// testWakesAll runs a case of TestBackgroundWakesAllBeforeSteppingAside,
// for several rounds: a second stop lands between a WaitGroup's releases
// in about one round in ten.
func testWakesAll(t *testing.T, setup func(t *testing.T) (wait func(int), wake func())) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	const rounds = 8
	for round := range rounds {
		if !wakesAll(t, setup) {
			t.Fatalf("round %d of %d: a goroutine waited %v for both woken goroutines to run: the background goroutine stepped aside before waking both", round+1, rounds, wakesAllTimeout)
		}
	}
}

const wakesAllTimeout = 5 * time.Second

// wakesAll runs a round of testWakesAll, and reports whether both woken
// goroutines ran within wakesAllTimeout.
func wakesAll(t *testing.T, setup func(t *testing.T) (wait func(int), wake func())) bool {
	wait, wake := setup(t)
	var started atomic.Int32
	spinUntilBoth := func() bool {
		for start := time.Now(); started.Load() < 2; {
			if time.Since(start) > wakesAllTimeout {
				return false
			}
			// A timer on this goroutine's P, which it keeps, expires
			// while the background goroutine runs on the other P,
			// and asks it to stop, as foreground work in a server
			// does, again and again.
			time.AfterFunc(50*time.Microsecond, func() {})
			for t := time.Now(); time.Since(t) < 100*time.Microsecond; {
			}
		}
		return true
	}
	var wg sync.WaitGroup
	var spinnerRunning atomic.Bool
	var missed atomic.Bool
	wg.Go(func() {
		spinnerRunning.Store(true)
		if !spinUntilBoth() {
			missed.Store(true)
		}
	})
	for i := range 2 {
		wg.Go(func() {
			wait(i)
			started.Add(1)
			if !spinUntilBoth() {
				missed.Store(true)
			}
		})
	}
	wg.Go(func() {
		runtime.SetBackground(true)
		// Hold this P until the foreground spinner holds the
		// other one, and give the two goroutines time to block
		// (each preempts this goroutine to run).
		for start := time.Now(); !spinnerRunning.Load() || time.Since(start) < 50*time.Millisecond; {
		}
		wake()
	})
	wg.Wait()
	return !missed.Load()
}

// Background goroutines that never call Yield take turns at spare
// capacity, of an ordinary goroutine's time slice: 10 to 20ms, by the
// phase of sysmon's ticks, which may run late on a busy machine.
func TestBackgroundFairness(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	testTakeTurns(t, 8, 200*time.Millisecond, 25*time.Millisecond, func(work func() bool) {
		runtime.SetBackground(true)
		for work() {
		}
	})
}

// A background goroutine parked in Yield that the lock guard or
// yieldmaxwait makes ordinary work (yieldBoost) runs as such, while
// foreground work keeps every P busy. Before, the yield queue took it
// back as it became runnable (bgDivert), so that neither bound held for
// it.
func TestBackgroundYieldBoost(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	var stop atomic.Bool
	var hogs sync.WaitGroup
	for range 2 * runtime.GOMAXPROCS(0) {
		hogs.Go(func() {
			for !stop.Load() {
				yieldSpin()
			}
		})
	}
	defer func() {
		stop.Store(true)
		hogs.Wait()
	}()
	var parking, resumed atomic.Bool
	goid := make(chan uint64, 1)
	go func() {
		goid <- runtime.Goid()
		runtime.SetBackground(true)
		parking.Store(true)
		runtime.YieldPark()
		resumed.Store(true)
		leaveBackground()
	}()
	// The runtime's sweeper and scavenger may wait in the yield queue
	// too: look for this goroutine alone.
	id := <-goid
	for start := time.Now(); ; time.Sleep(100 * time.Microsecond) {
		if time.Since(start) > 5*time.Second {
			t.Fatal("the background goroutine did not park in Yield")
		}
		in, parked := runtime.YieldQueueHas(id)
		if parking.Load() && parked {
			break // in YieldPark
		}
		if in {
			// Stopped by the class on its way, or stepped aside in
			// SetBackground: boost it on to YieldPark.
			runtime.YieldBoost(id)
		}
	}
	runtime.YieldBoost(id)
	for start := time.Now(); !resumed.Load(); time.Sleep(100 * time.Microsecond) {
		if in, _ := runtime.YieldQueueHas(id); in || time.Since(start) > 5*time.Second {
			t.Fatalf("a background goroutine parked in Yield, made ordinary work, went back to the yield queue (%v) while foreground work kept every P busy", in)
		}
	}
}

// The lock guard covers background goroutines: while foreground work that
// never steps aside keeps every P busy, a background goroutine that was
// preempted while holding a sync.Mutex still gets to release it.
func TestBackgroundLockGuard(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	var stop atomic.Bool
	var hogs sync.WaitGroup
	// More than there are Ps, so that foreground work always waits.
	for range 2 * runtime.GOMAXPROCS(0) {
		hogs.Go(func() {
			for !stop.Load() {
				yieldSpin()
			}
		})
	}
	defer func() {
		stop.Store(true)
		hogs.Wait()
	}()
	var mu sync.Mutex
	var waits []time.Duration
	for i := range 3 {
		locked := make(chan bool)
		go func() {
			mu.Lock()
			locked <- true
			// Background work from here: it waits for spare capacity
			// at once, holding the lock.
			runtime.SetBackground(true)
			for range 200 {
				yieldSpin()
			}
			mu.Unlock()
		}()
		<-locked
		start := time.Now()
		acquired := make(chan bool)
		go func() {
			mu.Lock()
			mu.Unlock()
			close(acquired)
		}()
		select {
		case <-acquired:
			waits = append(waits, time.Since(start))
			t.Logf("waited %v for a lock held by a background goroutine", waits[len(waits)-1])
		case <-time.After(10 * time.Second):
			stop.Store(true)
			<-acquired
			t.Fatalf("round %d: a lock held by a background goroutine was not released in 10s while foreground work kept every P busy", i)
		}
	}
	// The guard boosts a goroutine once a waiter has been blocked for
	// yieldLockWaitBound (10ms), at sysmon's next tick (sysmon ticks
	// every 10ms at most), and the boosted goroutine then waits its
	// turn behind the runnable foreground goroutines, a time slice (10
	// to 20ms) per P each: about 50ms here. Allow a loaded machine four
	// times that, where the guard's absence makes it seconds.
	slices.Sort(waits)
	if limit := 200 * time.Millisecond; waits[1] > limit {
		t.Errorf("waited %v (median of %v) for the lock; want at most %v", waits[1], waits, limit)
	}
}

// The lock guard covers a lock that the count misses (synclocks.go), held
// by a background goroutine that the class has stopped, runnable in the
// yield queue (yieldBoost's first case): here the test locks the mutex and
// the background goroutine unlocks it, as a goroutine may, with its count
// at 0. While foreground work that never steps aside keeps every P busy,
// only the guard runs it.
func TestBackgroundLockGuardUncounted(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	var mu sync.Mutex
	mu.Lock() // for the background goroutine to unlock
	var release atomic.Bool
	goid := make(chan uint64)
	go func() {
		runtime.SetBackground(true)
		goid <- runtime.Goid()
		for !release.Load() {
			yieldSpin()
		}
		mu.Unlock()
		leaveBackground()
	}()
	id := <-goid
	var stop atomic.Bool
	var hogs sync.WaitGroup
	for range 2 * runtime.GOMAXPROCS(0) {
		hogs.Go(func() {
			for !stop.Load() {
				yieldSpin()
			}
		})
	}
	defer func() {
		stop.Store(true)
		hogs.Wait()
	}()
	for start := time.Now(); ; time.Sleep(100 * time.Microsecond) {
		if in, parked := runtime.YieldQueueHas(id); in && !parked {
			break // stopped for the hogs
		}
		if time.Since(start) > 5*time.Second {
			t.Fatal("the background goroutine did not wait in the yield queue, runnable, while foreground work kept every P busy")
		}
	}
	release.Store(true)
	acquired := make(chan bool)
	go func() {
		mu.Lock()
		mu.Unlock()
		close(acquired)
	}()
	select {
	case <-acquired:
	case <-time.After(10 * time.Second):
		stop.Store(true)
		<-acquired
		t.Fatal("a lock that a background goroutine stopped in the yield queue was to unlock was not released in 10s while foreground work kept every P busy")
	}
}

// A background goroutine locked to its thread is preempted for foreground
// work and resumes on the same thread.
func TestBackgroundLockedThread(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 1)
	errc := make(chan error)
	var stop atomic.Bool
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		runtime.SetBackground(true)
		m := runtime.CurrentMID()
		for !stop.Load() {
			yieldSpin()
			if runtime.CurrentMID() != m {
				errc <- fmt.Errorf("the locked background goroutine moved from M%d to M%d", m, runtime.CurrentMID())
				return
			}
		}
		errc <- nil
	}()
	// The background goroutine holds the only P; each sleep needs it
	// to be preempted.
	for range 20 {
		time.Sleep(time.Millisecond)
	}
	stop.Store(true)
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}

// While background goroutines that allocate keep every P busy, garbage
// collections complete, sweeping finishes, and the heap peaks about as
// high as when the same goroutines are ordinary ones (GODEBUG=yieldoff=1):
// allocation-assisted sweeping and marking do not depend on the
// background sweeper, which joins the background class. The bound is
// relative because the heap's goal depends on what the tests before this
// one left live.
func TestBackgroundGC(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	run := func() (gcs uint32, peak uint64) {
		var stop atomic.Bool
		var wg sync.WaitGroup
		var live [64][]byte
		var mu sync.Mutex
		for i := range 2 * runtime.GOMAXPROCS(0) {
			wg.Go(func() {
				runtime.SetBackground(true)
				for j := 0; !stop.Load(); j++ {
					b := make([]byte, 64<<10)
					if j%16 == 0 {
						mu.Lock()
						live[(i*7+j)%len(live)] = b
						mu.Unlock()
					}
				}
			})
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for start := time.Now(); time.Since(start) < 500*time.Millisecond; {
			time.Sleep(10 * time.Millisecond)
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
		}
		runtime.GC() // completes, sweep termination included
		runtime.ReadMemStats(&after)
		stop.Store(true)
		wg.Wait()
		runtime.KeepAlive(&live)
		return after.NumGC - before.NumGC, peak
	}
	// On a busy machine either kind can overshoot the goal several
	// times over in a run (tens of MiB here, now and then hundreds),
	// so run each three times, interleaved, and hold the median with
	// background goroutines to twice the highest with ordinary ones.
	// A heap that sweeping and assists no longer bound grows at the
	// allocation rate, gigabytes a second, in every attempt; a machine
	// busy enough to slow the collector to a few cycles a run (once in
	// run.bash: 8-39 cycles, ordinary goroutines' heap at 177 MiB) does
	// so for one, so try three times.
	for attempt := 1; ; attempt++ {
		var offPeaks, peaks []uint64
		var gcs []uint32
		for range 3 {
			old := runtime.SetYieldOff(1)
			_, offPeak := run()
			runtime.SetYieldOff(old)
			runtime.GC()
			n, peak := run()
			runtime.GC()
			offPeaks = append(offPeaks, offPeak>>10)
			peaks = append(peaks, peak>>10)
			gcs = append(gcs, n)
		}
		slices.Sort(offPeaks)
		slices.Sort(peaks)
		slices.Sort(gcs)
		t.Logf("heap peaks (KiB) with ordinary goroutines %v, with background goroutines %v; GCs with background goroutines %v",
			offPeaks, peaks, gcs)
		var err string
		if gcs[1] < 2 {
			err = fmt.Sprintf("%d garbage collections (median) while background goroutines allocated for 500ms; want several", gcs[1])
		} else if limit := 2*offPeaks[2] + 32<<10; peaks[1] > limit {
			err = fmt.Sprintf("heap peaked at %d MiB (median) with background goroutines, at most %d MiB with ordinary ones; want at most %d MiB",
				peaks[1]>>10, offPeaks[2]>>10, limit>>10)
		}
		if err == "" {
			return
		}
		if attempt == 3 {
			t.Fatal(err)
		}
	}
}

// Tracebacks mark background goroutines.
func TestBackgroundTraceback(t *testing.T) {
	useBackground(t)
	stacks := make(chan string)
	release := make(chan bool)
	go func() {
		runtime.SetBackground(true)
		buf := make([]byte, 1<<20)
		stacks <- string(buf[:runtime.Stack(buf, false)])
		<-release
	}()
	s := <-stacks
	close(release)
	if !regexp.MustCompile(`^goroutine \d+ \[running, background\]:`).MatchString(s) {
		t.Errorf("the traceback of a background goroutine is not marked as such:\n%s", s)
	}
}

// An execution trace shows background goroutines stepping aside for
// foreground work with the reason "background", and parses and validates.
func TestBackgroundTrace(t *testing.T) {
	useBackground(t)
	if trace.IsEnabled() {
		t.Skip("trace already enabled")
	}
	withGOMAXPROCS(t, 2)
	const sleeps = 20
	// Allow a quarter of the sleeps to find a P idle for a moment, and a
	// busy machine three attempts. Under an emulator (the arm64 step of
	// run.bash), where a spinner's thread may lag its P by far more than
	// a sleep, the count is only logged: every stop must still carry the
	// reason, and the trace validate.
	emulated := os.Getenv("GOYIELD_TESTPROG_EXEC") != ""
	for attempt := 1; ; attempt++ {
		stops := backgroundTraceStops(t, sleeps)
		if stops >= sleeps*3/4 || emulated && stops > 0 {
			t.Logf("attempt %d: %d stops with the reason \"background\" for %d sleeps", attempt, stops, sleeps)
			return
		}
		if attempt == 3 {
			t.Fatalf("the trace shows background goroutines stepping aside with the reason \"background\" %d times for %d sleeps that each needed a P; want at least %d",
				stops, sleeps, sleeps*3/4)
		}
	}
}

// backgroundTraceStops traces sleeps sleeps of 100µs while two background
// goroutines keep both Ps busy, each sleep that ends preempting one of
// them, validates the trace, and returns how many times it shows a
// background goroutine stopped with the reason "background".
func backgroundTraceStops(t *testing.T, sleeps int) int {
	t.Helper()
	var buf bytes.Buffer
	if err := trace.Start(&buf); err != nil {
		t.Fatal(err)
	}
	stop := backgroundSpinners(2)
	for range sleeps {
		time.Sleep(100 * time.Microsecond)
	}
	stop()
	trace.Stop()

	r, err := itrace.NewReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	v := testtrace.NewValidator()
	stops := 0
	for {
		ev, err := r.ReadEvent()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := v.Event(ev); err != nil {
			t.Fatal(err)
		}
		if ev.Kind() != itrace.EventStateTransition {
			continue
		}
		st := ev.StateTransition()
		if st.Resource.Kind != itrace.ResourceGoroutine {
			continue
		}
		if from, to := st.Goroutine(); st.Reason == "background" && from == itrace.GoRunning && to == itrace.GoRunnable {
			stops++
		}
	}
	return stops
}

// The preemption counter counts preemptions for foreground work: one for
// each sleep that ends while background goroutines keep every P busy.
func TestBackgroundPreemptionMetric(t *testing.T) {
	useBackground(t)
	const name = "/sched/preemptions/background:events"
	read := func() uint64 {
		s := []metrics.Sample{{Name: name}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	withGOMAXPROCS(t, 2)
	stop := backgroundSpinners(2)
	time.Sleep(time.Millisecond) // let them take the Ps
	before := read()
	const sleeps = 20
	for range sleeps {
		time.Sleep(100 * time.Microsecond)
	}
	d := read() - before
	stop()
	// Allow a quarter of the sleeps to find a P idle for a moment. Each
	// needs a preemption for its timer and may need one for the
	// goroutine it readies, and the test's own goroutines need a few:
	// far from the thousands that counting every signal or turn would
	// give.
	if d < sleeps*3/4 || d > 4*sleeps {
		t.Errorf("%s rose by %d for %d sleeps that each needed a background goroutine preempted; want %d to %d",
			name, d, sleeps, sleeps*3/4, 4*sleeps)
	}
}

// With GODEBUG=yieldoff=1, background goroutines are scheduled as any
// other: one that becomes runnable runs when sysmon preempts the
// foreground goroutine holding the only P.
func TestBackgroundYieldOff(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 1)
	t.Setenv("GODEBUG", "yieldoff=1")
	wake := make(chan bool, 1)
	var ran atomic.Bool
	parked := make(chan bool)
	go func() {
		runtime.SetBackground(true)
		parked <- true
		<-wake
		ran.Store(true)
	}()
	<-parked
	wake <- true
	for start := time.Now(); time.Since(start) < 5*time.Second && !ran.Load(); {
		yieldSpin()
	}
	if !ran.Load() {
		t.Fatal("with yieldoff=1, a runnable background goroutine did not run in 5s beside a busy foreground goroutine")
	}
}

// No false deadlock: main blocks while the only runnable goroutines are
// background goroutines in the yield queue; they must run.
func TestBackgroundNoFalseDeadlock(t *testing.T) {
	if out := runForkTestProg(t, "BackgroundNoDeadlock"); out != "OK\n" {
		t.Fatalf("want OK, got:\n%s", out)
	}
}

// A background goroutine that starts a garbage collection holds the
// world's semaphore while it does, and counts as a lock holder: stopped
// for other work, it runs on as ordinary work, so that a stop of the world
// does not wait for spare capacity. (Stopped as it started the mark
// workers, it waited in the yield queue while foreground work kept every P
// busy, and ReadMemStats with it.)
func TestBackgroundGCStart(t *testing.T) {
	out := runForkTestProg(t, "BackgroundGCStart")
	if !strings.HasPrefix(out, "ReadMemStats took") {
		t.Fatalf("a background goroutine starting a collection left a stop of the world waiting while foreground work kept every P busy:\n%s", out)
	}
}

// A background goroutine that waits to stop the world (ReadMemStats, say)
// is handed worldsema by the stop before it (startTheWorld) as it is
// readied: it holds it from then, and runs as ordinary work, not waiting
// for spare capacity while foreground work keeps every P busy, and any
// stop of the world (the collector's included) with it.
func TestBackgroundWorldsemaHandoff(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	runtime.AcquireWorldsema()
	go func() {
		runtime.SetBackground(true)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms) // waits for worldsema
	}()
	for runtime.WorldsemaWaiters() == 0 {
		time.Sleep(time.Millisecond)
	}
	var stop atomic.Bool
	var started atomic.Int32
	var wg sync.WaitGroup
	defer wg.Wait()
	defer stop.Store(true)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() { // foreground work
			started.Add(1)
			for !stop.Load() {
			}
		})
	}
	for started.Load() != int32(runtime.GOMAXPROCS(0)) {
		runtime.Gosched()
	}
	runtime.HandOffWorldsema()
	done := make(chan bool)
	go func() {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms) // waits for the background goroutine's stop
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("a background goroutine handed worldsema waited for spare capacity while foreground work kept every P busy, and a foreground stop of the world for it")
	}
}

// os/signal's loop, started by a background goroutine's Notify, is
// foreground work: it delivers signals while foreground work keeps every P
// busy.
func TestBackgroundSignalLoop(t *testing.T) {
	switch runtime.GOOS {
	case "windows", "plan9", "js", "wasip1":
		t.Skip("no SIGUSR1 on", runtime.GOOS)
	}
	if out := runForkTestProg(t, "BackgroundSignalLoop"); out != "OK\n" {
		t.Fatalf("want OK, got:\n%s", out)
	}
}

// Where a P's thread has no timer, as with GODEBUG=asyncpreemptoff=1 on
// Linux and on every other port, a request to stop a background goroutine
// for other work asks at once (bgFollowUp), and its call stops it, as the
// signal preempts nothing: a sleeping foreground goroutine wakes promptly
// beside background spinners that make calls on every P, where beside
// the same spinners as ordinary goroutines it waits for the end of their
// time slices (a median of 19ms late on 2 CPUs, against 0.1 to 1.2ms).
func TestBackgroundNoTimer(t *testing.T) {
	skipPromptnessIfQuick(t)
	late := func(env ...string) time.Duration {
		t.Helper()
		out := runForkTestProg(t, "BackgroundNoTimer", append(env, "GODEBUG=asyncpreemptoff=1")...)
		ns, err := strconv.ParseInt(strings.TrimSpace(out), 10, 64)
		if err != nil {
			t.Fatalf("BackgroundNoTimer: %v; output:\n%s", err, out)
		}
		return time.Duration(ns)
	}
	var got []string
	for range 3 {
		plain, bg := late("BACKGROUND_PLAIN=1"), late()
		got = append(got, fmt.Sprintf("%v against %v", bg, plain))
		if bg < plain/4 {
			t.Logf("median lateness of a 1ms sleep beside background spinners, against plain ones, with asyncpreemptoff=1: %v", got)
			return
		}
	}
	t.Errorf("median lateness of a 1ms sleep beside background spinners, against plain ones, with asyncpreemptoff=1: %v; want under a quarter in one round", got)
}

// A deadlock among background goroutines is still reported.
func TestBackgroundDeadlock(t *testing.T) {
	testenv.MustInternalLink(t, deadlockBuildTypes)
	out := runForkTestProg(t, "BackgroundDeadlock")
	if want := "fatal error: all goroutines are asleep - deadlock!"; !strings.Contains(out, want) {
		t.Fatalf("want %q, got:\n%s", want, out)
	}
}
