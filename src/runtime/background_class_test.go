// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Tests of the background class's invariants and of the paths that
// install a goroutine on a P.

package runtime_test

import (
	"internal/race"
	"internal/testenv"
	"iter"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The invariants of background.go (I1, I2, I4) hold, checked with the world
// stopped, while goroutines switch class, make system calls long enough
// to lose their P, switch coroutines, lock their threads and block, and
// GOMAXPROCS changes under them.
func TestBackgroundInvariants(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	d := time.Second
	if testing.Short() {
		d = 300 * time.Millisecond
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	work := []func(i int){
		func(i int) { // class changes
			for j := 0; !stop.Load(); j++ {
				runtime.SetBackground(j%2 == 0)
				yieldSpin()
			}
		},
		func(i int) { // system calls that lose the P
			runtime.SetBackground(true)
			for !stop.Load() {
				runtime.BlockInSyscall(int64(2 * time.Millisecond))
				yieldSpin()
			}
		},
		func(i int) { // coroutines, with a background iterator
			runtime.SetBackground(i%2 == 0)
			for !stop.Load() {
				next, done := iter.Pull(func(yield func(int) bool) {
					runtime.SetBackground(true)
					for k := 0; k < 10 && yield(k); k++ {
						yieldSpin()
					}
				})
				for _, ok := next(); ok; _, ok = next() {
				}
				done()
			}
		},
		func(i int) { // locked threads, and channels
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			runtime.SetBackground(true)
			c := make(chan int)
			go func() {
				for range c {
				}
			}()
			for !stop.Load() {
				c <- i
				yieldSpin()
			}
			close(c)
		},
	}
	for i := range 2 * len(work) {
		wg.Go(func() { work[i%len(work)](i) })
	}
	checks := 0
	for start := time.Now(); time.Since(start) < d; checks++ {
		if n := runtime.BackgroundCheck(); n != 0 {
			t.Fatalf("with the world stopped, %d Ps record background work; the caller's runs none", n)
		}
		if n := runtime.BackgroundQueuedAsOrdinary(); n != 0 {
			t.Fatalf("with the world stopped, %d background goroutines wait in run queues as ordinary work", n)
		}
		if checks%5 == 0 {
			runtime.GOMAXPROCS(1 + checks%3)
		}
		time.Sleep(time.Millisecond)
	}
	stop.Store(true)
	wg.Wait()
	runtime.BackgroundCheck()
	t.Logf("%d checks", checks)
}

// A goroutine that joins the class while work waits in its P's run queue
// steps aside into the yield queue (I4), not to the tail of the run
// queue, as a plain goroutine's Yield swaps places with such work: there,
// it would be taken as ordinary work, ahead of the global run queue, and
// run on until its turn ended. A goroutine readied by the network waited
// behind every goroutine that had joined so, a time slice each.
func TestBackgroundJoinQueued(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 1)
	var done atomic.Bool
	var iters atomic.Int64
	var wg sync.WaitGroup
	for range 4 {
		// Each new goroutine takes the P's runnext, and puts the one
		// before it in the run queue.
		wg.Go(func() {
			runtime.SetBackground(true)
			bgSpin(&done, &iters)
			leaveBackground()
		})
	}
	// Swap places with them, as a plain goroutine's Yield does: each
	// joins the class with the rest of us queued behind it.
	runtime.Yield()
	n := runtime.BackgroundQueuedAsOrdinary()
	done.Store(true)
	wg.Wait()
	if n != 0 {
		t.Errorf("%d of 4 goroutines that joined the background class wait in a run queue as ordinary work", n)
	}
}

// A background goroutine blocked in a system call or a cgo call cannot
// stop for other work: the runtime asks a running one instead (R1).
func TestBackgroundNotAskedInSyscall(t *testing.T) {
	useBackground(t)
	// Idle Ps keep sysmon from taking the P of the goroutine in the
	// system call for 10ms.
	withGOMAXPROCS(t, 4)
	var stop atomic.Bool
	var wg sync.WaitGroup
	defer func() {
		stop.Store(true)
		wg.Wait()
	}()
	wg.Go(func() {
		runtime.SetBackground(true)
		for !stop.Load() {
			runtime.BlockInSyscall(int64(50 * time.Millisecond))
		}
	})
	wg.Go(func() {
		runtime.SetBackground(true)
		for !stop.Load() {
			yieldSpin()
		}
	})
	asked, seen := 0, 0
	for start := time.Now(); time.Since(start) < 2*time.Second && asked < 5; {
		p := runtime.BackgroundPInSyscall()
		if p < 0 {
			time.Sleep(100 * time.Microsecond)
			continue
		}
		seen++
		got := runtime.BackgroundRequestOthers()
		if got == p && runtime.BackgroundPInSyscall() == p {
			t.Fatalf("asked the goroutine on P%d to stop, which is in a system call", p)
		}
		if got >= 0 {
			asked++
		}
		time.Sleep(time.Millisecond)
	}
	if asked == 0 {
		t.Fatalf("never asked the running background goroutine to stop (saw a P in a system call %d times)", seen)
	}
}

// A request to stop for other work passes over a background goroutine in
// a system call (R1), so one back from a call stops for work that waits
// in a run queue at its next function call, rather than running on until
// its turn ends (10 to 20ms) while the work waits.
func TestBackgroundStopsAfterSyscall(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 1)
	type result struct {
		ran   bool
		calls int
	}
	done := make(chan result)
	go func() {
		runtime.SetBackground(true)
		var fg atomic.Bool
		// On the global run queue with no request to stop, as work
		// that becomes runnable while the P's goroutine is in a
		// system call is left.
		runtime.RunOnGlobalQueue(func() { fg.Store(true) })
		runtime.BlockInSyscall(0)
		calls := 0
		for ; calls < 1<<22 && !fg.Load(); calls++ {
			bgCall()
		}
		leaveBackground()
		done <- result{fg.Load(), calls}
	}()
	if r := <-done; !r.ran || r.calls > 1 {
		t.Errorf("back from a system call, a background goroutine made %d calls before the work waiting for its P ran (ran: %v); want it to stop at its first", r.calls, r.ran)
	}
}

// bgCall is a call with a stack check, where a requested stop happens:
// unlike a leaf function, it calls another.
//
//go:noinline
func bgCall() {
	bgCallLeaf()
}

//go:noinline
func bgCallLeaf() {
	bgCallSink.Add(1)
}

var bgCallSink atomic.Int64

// A background goroutine that returns from a system call onto another P,
// an idle one, is recorded on it, and so can be preempted for other work
// (R2).
func TestBackgroundSyscallReturn(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	done := make(chan [2]bool)
	go func() {
		runtime.SetBackground(true)
		var r [2]bool
		for range 5 {
			// Longer than sysmon waits to take the P.
			runtime.BlockInSyscall(int64(30 * time.Millisecond))
			recorded, is := runtime.BackgroundOwnP()
			if !is {
				r[1] = true
			} else if !recorded {
				r[0] = true
			}
		}
		done <- r
	}()
	if r := <-done; r[0] {
		t.Error("a background goroutine back from a system call runs on a P that does not record it")
	} else if r[1] {
		t.Error("a background goroutine is not background work after a system call")
	}
}

// A coroutine switch installs the other goroutine on the P: the P records
// the class of the one that runs (R2).
func TestBackgroundCoroutine(t *testing.T) {
	useBackground(t)
	var bad []string
	check := func(who string, want bool) {
		if recorded, is := runtime.BackgroundOwnP(); recorded != want || is != want {
			bad = append(bad, who)
		}
	}
	done := make(chan bool)
	go func() {
		defer close(done)
		// A foreground caller with a background iterator, and the
		// other way round.
		for _, callerBG := range []bool{false, true} {
			runtime.SetBackground(callerBG)
			next, stop := iter.Pull(func(yield func(int) bool) {
				runtime.SetBackground(!callerBG)
				for i := 0; i < 3; i++ {
					check("iterator", !callerBG)
					if !yield(i) {
						return
					}
				}
			})
			for _, ok := next(); ok; _, ok = next() {
				check("caller", callerBG)
			}
			stop()
		}
		runtime.SetBackground(false)
	}()
	<-done
	if bad != nil {
		t.Errorf("after coroutine switches, the P did not record the class of the goroutine it ran: %s", strings.Join(bad, ", "))
	}
}

// SetBackground's goroutines keep running on spare capacity, and the
// counts stay right, as GOMAXPROCS grows and shrinks under them.
func TestBackgroundGOMAXPROCS(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	stop := backgroundSpinners(8)
	for _, n := range []int{1, 4, 2, 3, 1, 2} {
		runtime.GOMAXPROCS(n)
		// Foreground sleeps still preempt background work.
		start := time.Now()
		for range 10 {
			time.Sleep(100 * time.Microsecond)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("GOMAXPROCS=%d: 10 sleeps of 100µs took %v beside background goroutines", n, d)
		}
		runtime.BackgroundCheck()
		if got := runtime.BackgroundRunningPs(); got > n {
			t.Errorf("GOMAXPROCS=%d: %d Ps record background work", n, got)
		}
	}
	if stop() == 0 {
		t.Error("the background goroutines did no work")
	}
	// With the world stopped, the other Ps are released, and the
	// caller's runs no background work. (Without stopping it, the
	// runtime's sweeper, which joins the class, may be running.)
	if n := runtime.BackgroundCheck(); n != 0 {
		t.Errorf("with the world stopped, %d Ps record background work", n)
	}
}

// A cgo callback from a thread that Go did not start runs on the
// goroutine of an extra M, which the next callback reuses: one that
// returns as background work must leave neither the next callback in
// the class nor the count of background goroutines up (R6).
func TestBackgroundCgoCallback(t *testing.T) {
	testenv.MustHaveCGO(t)
	switch runtime.GOOS {
	case "plan9", "windows":
		t.Skipf("no pthreads on %s", runtime.GOOS)
	}
	got := runTestProg(t, "testprogcgo", "BackgroundCallback")
	if got != "OK\n" {
		t.Fatalf("want OK, got:\n%s", got)
	}
}

// Stopping the world preempts background goroutines like any other, even
// with many more Ps than CPUs, where their threads' timers fire, and are
// re-armed, while preemption signals are in flight. (A timer re-armed
// after it fired used to take a merged preemption signal with it, and the
// world never stopped.)
func TestBackgroundStopTheWorld(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 8)
	stop := backgroundSpinners(16)
	defer stop()
	var ms runtime.MemStats
	for range 50 {
		time.Sleep(time.Millisecond)
		runtime.ReadMemStats(&ms) // stops the world
	}
}

// Two foreground goroutines that take turns through channels ready each
// other into their P's runnext and block at once, as net/http's
// connection goroutine and its reader do: their P runs each next, and a
// request to stop a background goroutine for them lapses. Asked at once,
// every turn stopped a background goroutine for work its own P ran a
// moment later, and the stopped P's thread slept in runqgrab before it
// stole it.
func TestBackgroundLaterLapses(t *testing.T) {
	skipPromptnessIfQuick(t)
	if !runtime.BackgroundTimerSupported {
		t.Skip("no deadline timer on", runtime.GOOS)
	}
	if race.Enabled {
		t.Skip("the race detector's scheduler puts half the goroutines readied for runnext in the run queue")
	}
	useBackground(t)
	withGOMAXPROCS(t, 2)
	stop := backgroundSpinners(2 * runtime.GOMAXPROCS(0))
	defer stop()
	time.Sleep(time.Millisecond) // let them take the Ps
	ping, pong := make(chan bool), make(chan bool)
	go func() {
		for range ping {
			pong <- true
		}
	}()
	defer close(ping)
	const turns = 1000
	before, _, _ := runtime.BackgroundCounts()
	for range turns {
		// Work a while between turns, so that a background goroutine
		// asked to stop for one turn has stopped by the next.
		for start := runtime.Nanotime(); runtime.Nanotime()-start < 50e3; {
		}
		ping <- true
		<-pong
	}
	after, _, _ := runtime.BackgroundCounts()
	t.Logf("%d background goroutines stopped for %d turns", after-before, turns)
	// Each turn readies a goroutine twice, and asking at once stopped
	// about 800 on a 2-core machine; deferred, 6 to 12. Allow for a
	// loaded machine, or an emulator, that keeps the turns' thread past
	// the deadline now and then (76 under qemu).
	if n := after - before; n > turns/4 {
		t.Errorf("%d background goroutines stopped for %d turns of two goroutines on one P; want at most %d", n, turns, turns/4)
	}
}

// A goroutine started by a foreground goroutine that goes on running waits
// in its P's runnext only until the deferred request to stop a background
// goroutine for it goes out (bgLaterGrace), not until the end of either
// goroutine's time slice (10 to 20ms).
func TestBackgroundLaterAsks(t *testing.T) {
	skipPromptnessIfQuick(t)
	if !runtime.BackgroundTimerSupported {
		t.Skip("no deadline timer on", runtime.GOOS)
	}
	useBackground(t)
	withGOMAXPROCS(t, 2)
	stop := backgroundSpinners(2 * runtime.GOMAXPROCS(0))
	defer stop()
	const trials = 20
	var waits []time.Duration
	before, _, _ := runtime.BackgroundCounts()
	for range trials {
		var spawned time.Time
		started := make(chan time.Time, 1)
		done := make(chan bool)
		go func() {
			spawned = time.Now()
			go func() { started <- time.Now() }()
			for end := spawned.Add(30 * time.Millisecond); time.Now().Before(end); {
			}
			done <- true
		}()
		s := <-started
		<-done
		waits = append(waits, s.Sub(spawned))
	}
	after, _, _ := runtime.BackgroundCounts()
	slices.Sort(waits)
	med := waits[len(waits)/2]
	t.Logf("a goroutine started by a running one waited %v at the median, %v at the most; %d background goroutines stopped for %d of them",
		med, waits[len(waits)-1], after-before, trials)
	// Each new goroutine needs a background goroutine stopped for it:
	// the request that waited went out. (The other wake-ups here lapse.)
	if n := after - before; n < trials/2 {
		t.Errorf("%d background goroutines stopped for %d goroutines left waiting in a running P's runnext; want at least %d", n, trials, trials/2)
	}
	// 250µs on an idle 2-core machine, 4ms when other processes keep
	// the CPUs busy (a tick); an emulator, which delivers the signals
	// late, says little.
	if med > 10*time.Millisecond && os.Getenv("GOYIELD_TESTPROG_EXEC") == "" {
		t.Errorf("a goroutine started by a running foreground goroutine, beside background goroutines on every other P, waited %v at the median; want at most 10ms", med)
	}
}
