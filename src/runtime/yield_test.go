// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"bytes"
	"errors"
	"fmt"
	"internal/buildcfg"
	"internal/testenv"
	itrace "internal/trace"
	"internal/trace/testtrace"
	"io"
	"iter"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/trace"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"
)

// yieldSpin does about a microsecond of work that the compiler cannot
// remove.
func yieldSpin() {
	x := yieldSink.Load()
	for i := 0; i < 300; i++ {
		x ^= x<<13 ^ x>>7 ^ uint64(i)
	}
	yieldSink.Store(x)
}

var yieldSink atomic.Uint64

// yielders starts n goroutines that loop doing a little work and calling
// Yield until the returned stop function is called. stop waits for them.
func yielders(n int, iters *atomic.Int64) (stop func()) {
	var done atomic.Bool
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			for !done.Load() {
				yieldSpin()
				if iters != nil {
					iters.Add(1)
				}
				runtime.Yield()
			}
		})
	}
	return func() {
		done.Store(true)
		wg.Wait()
	}
}

// withGOMAXPROCS sets GOMAXPROCS to n for the rest of the test.
func withGOMAXPROCS(t *testing.T, n int) {
	old := runtime.GOMAXPROCS(n)
	t.Cleanup(func() { runtime.GOMAXPROCS(old) })
}

// withoutGC turns the garbage collector off for the rest of the test.
// Tests that hold a P with preemption disabled need it: a
// stop-the-world would wait for them.
func withoutGC(t *testing.T) {
	old := debug.SetGCPercent(-1)
	t.Cleanup(func() { debug.SetGCPercent(old) })
}

// holdP runs on a P of its own, with preemption disabled so that the P
// runs nothing else: only another P can run what it readies. Once the
// goroutine start reports is running, it calls ready, then spins until
// done reports true. It returns whether done did so within the time limit.
func holdP(start *atomic.Bool, ready func(), done func() bool) bool {
	result := make(chan bool)
	go func() {
		ok := false
		runtime.Unpreemptible(func() {
			for !start.Load() {
			}
			ready()
			deadline := time.Now().Add(10 * time.Second)
			for !done() && time.Now().Before(deadline) {
			}
			ok = done()
		})
		result <- ok
	}()
	return <-result
}

func TestYieldExperiment(t *testing.T) {
	// The toolchain's default: on, for every port, and off with
	// GOEXPERIMENT=nogoyield.
	for _, c := range []struct {
		env  string
		want bool
	}{{"", true}, {"nogoyield", false}, {"goyield", true}} {
		for _, port := range [][2]string{{runtime.GOOS, runtime.GOARCH}, {"linux", "arm64"}, {"windows", "amd64"}, {"js", "wasm"}} {
			exp, err := buildcfg.ParseGOEXPERIMENT(port[0], port[1], c.env)
			if err != nil {
				t.Fatalf("GOEXPERIMENT=%q for %s/%s: %v", c.env, port[0], port[1], err)
			}
			if exp.GoYield != c.want {
				t.Errorf("GOEXPERIMENT=%q for %s/%s: GoYield is %v, want %v", c.env, port[0], port[1], exp.GoYield, c.want)
			}
		}
	}
	// And this test's own build, which sets no GOEXPERIMENT, has it.
	if !runtime.GoYieldExperiment {
		t.Error("goexperiment.GoYield is off in a default build; the goyield toolchain turns it on by default")
	}
}

// The fast path: while some P is idle, Yield returns 0 without stepping
// aside, even with work in its own P's run queue, which the idle P will
// take.
func TestYieldFastPathIdleP(t *testing.T) {
	withGOMAXPROCS(t, 8)
	// A GC cycle's idle mark workers run on idle Ps, and Yield rightly
	// finds none then: finish any cycle, and start none.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	steps := runtime.YieldSteps()
	for i := 0; i < 1000; i++ {
		var wg sync.WaitGroup
		wg.Add(1)
		go wg.Done() // in this P's runnext
		if held := runtime.Yield(); held != 0 {
			t.Fatalf("iteration %d: Yield returned %d with idle Ps, want 0", i, held)
		}
		wg.Wait()
	}
	if got := runtime.YieldSteps() - steps; got != 0 {
		t.Errorf("Yield stepped aside %d times with idle Ps, want 0", got)
	}
}

// On one P, the goroutines a yielder readies all run before it resumes,
// whether they fit in the local run queue (the yielder swaps to its
// tail) or spill to the global queue (the yielder parks).
func TestYieldRunsReadied(t *testing.T) {
	for _, n := range []int{1, 10, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			withGOMAXPROCS(t, 1)
			var ran atomic.Int64
			var wg sync.WaitGroup
			for range n {
				wg.Go(func() { ran.Add(1) })
			}
			held := runtime.Yield()
			if got := ran.Load(); got != int64(n) {
				t.Errorf("%d of %d readied goroutines ran before Yield returned", got, n)
			}
			if held <= 0 {
				t.Errorf("Yield returned %d after stepping aside, want > 0", held)
			}
			wg.Wait()
		})
	}
}

// Work on the global run queue is yielded to.
func TestYieldGlobalQueue(t *testing.T) {
	withGOMAXPROCS(t, 1)
	var ran atomic.Bool
	runtime.RunOnGlobalQueue(func() { ran.Store(true) })
	held := runtime.Yield()
	if !ran.Load() {
		t.Fatal("a goroutine on the global run queue did not run before Yield returned")
	}
	if held <= 0 {
		t.Errorf("Yield returned %d after stepping aside, want > 0", held)
	}
	if n := runtime.YieldQueueLen(); n != 0 {
		t.Errorf("yield queue holds %d goroutines after Yield returned, want 0", n)
	}
}

// Work stuck on another P, one that runs a goroutine that will not give
// it up, is found by the probe: the yielder steps aside and its P steals
// the work. Without that, nothing would run it.
func TestYieldOtherPQueue(t *testing.T) {
	withGOMAXPROCS(t, 2)
	withoutGC(t)
	var yielding, ran atomic.Bool
	stop := make(chan bool)
	go func() {
		yielding.Store(true)
		for {
			select {
			case <-stop:
				return
			default:
			}
			yieldSpin()
			runtime.Yield()
		}
	}()
	ok := holdP(&yielding, func() {
		go ran.Store(true) // in the held P's runnext
	}, ran.Load)
	close(stop)
	if !ok {
		t.Fatal("a goroutine readied on a P held by a non-yielding goroutine did not run")
	}
}

// A timer that expires on a P held by a goroutine that will not give it
// up is found by the yielder, whose P runs it.
func TestYieldOtherPTimer(t *testing.T) {
	withGOMAXPROCS(t, 2)
	withoutGC(t)
	var yielding, ran atomic.Bool
	stop := make(chan bool)
	go func() {
		yielding.Store(true)
		for {
			select {
			case <-stop:
				return
			default:
			}
			yieldSpin()
			runtime.Yield()
		}
	}()
	ok := holdP(&yielding, func() {
		time.AfterFunc(time.Millisecond, func() { ran.Store(true) }) // on the held P's timer heap
	}, ran.Load)
	close(stop)
	if !ok {
		t.Fatal("a timer that expired on a P held by a non-yielding goroutine did not run")
	}
}

// yieldAB measures f with Yield off (GODEBUG=yieldoff=1) and on, in that
// order, each while yielders saturate every P, and returns both results.
func yieldAB(t *testing.T, f func() int) (off, on int) {
	withGOMAXPROCS(t, 2)
	for i, v := range []int32{1, 0} {
		old := runtime.SetYieldOff(v)
		stop := yielders(2*runtime.GOMAXPROCS(0), nil)
		n := f()
		stop()
		runtime.SetYieldOff(old)
		if i == 0 {
			off = n
		} else {
			on = n
		}
	}
	return off, on
}

// A goroutine waiting on a timer runs promptly while yielders saturate
// every P. Without Yield, it waits for a yielder to be preempted.
func TestYieldTimerPrompt(t *testing.T) {
	const window = 300 * time.Millisecond
	off, on := yieldAB(t, func() int {
		n := 0
		for start := time.Now(); time.Since(start) < window; n++ {
			time.Sleep(100 * time.Microsecond)
		}
		return n
	})
	t.Logf("sleeps completed in %v: %d with Yield off, %d with Yield on", window, off, on)
	if on < 3*off {
		t.Errorf("with Yield on, %d sleeps completed in %v; want at least 3× the %d with Yield off", on, window, off)
	}
}

// A goroutine made ready by the network poller (here, a pipe from a
// child process) runs promptly while yielders saturate every P. Without
// Yield, it waits for sysmon's 10ms poll and then for a preemption.
func TestYieldPipePrompt(t *testing.T) {
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
	defer cmd.Wait()
	defer in.Close()

	// The reader reports each byte, then reads again: it is parked in
	// the network poller before the writer, which runs only after the
	// report, writes the next byte.
	echoed := make(chan error)
	go func() {
		buf := make([]byte, 1)
		for {
			_, err := io.ReadFull(out, buf)
			echoed <- err
			if err != nil {
				return
			}
		}
	}()
	const window = 300 * time.Millisecond
	buf := make([]byte, 1)
	off, on := yieldAB(t, func() int {
		n := 0
		for start := time.Now(); time.Since(start) < window; n++ {
			if _, err := in.Write(buf); err != nil {
				t.Fatal(err)
			}
			if err := <-echoed; err != nil {
				t.Fatal(err)
			}
		}
		return n
	})
	t.Logf("round trips through a pipe in %v: %d with Yield off, %d with Yield on", window, off, on)
	if on < 3*off {
		t.Errorf("with Yield on, %d round trips in %v; want at least 3× the %d with Yield off", on, window, off)
	}
}

// Two yielders on one P both finish, without handing the P back and
// forth on every call: the second consecutive local step-aside parks.
func TestYieldTwoYieldersOneP(t *testing.T) {
	withGOMAXPROCS(t, 1)
	const n = 20000
	steps := runtime.YieldSteps()
	var wg sync.WaitGroup
	var done [2]atomic.Int64
	for i := range done {
		wg.Go(func() {
			for range n {
				yieldSpin()
				done[i].Add(1)
				runtime.Yield()
			}
		})
	}
	wg.Wait()
	if done[0].Load() != n || done[1].Load() != n {
		t.Fatalf("yielders did %d and %d iterations, want %d each", done[0].Load(), done[1].Load(), n)
	}
	if got := runtime.YieldSteps() - steps; got > n/10 {
		t.Errorf("%d step-asides for 2×%d iterations: the yielders thrash", got, n)
	}
}

// A goroutine parked in Yield resumes as soon as its P has nothing else
// to run.
func TestYieldResumesWhenPFree(t *testing.T) {
	withGOMAXPROCS(t, 1)
	var iters atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	parked := make(chan int)
	wg.Go(func() {
		// Park for a goroutine on the global queue, which sees us in
		// the yield queue.
		runtime.RunOnGlobalQueue(func() { parked <- runtime.YieldQueueLen() })
		runtime.Yield()
		for !stop.Load() {
			yieldSpin()
			iters.Add(1)
			runtime.Yield()
		}
	})
	defer func() {
		stop.Store(true)
		wg.Wait()
	}()
	if n := <-parked; n != 1 {
		t.Fatalf("yield queue held %d goroutines while the yielder stepped aside, want 1", n)
	}
	// Now block. The only P is free, so the yielder must resume.
	before := iters.Load()
	time.Sleep(10 * time.Millisecond)
	if iters.Load() == before {
		t.Fatal("the yielder did not resume while its P was free")
	}
}

// A goroutine that parks in the yield queue while another P is idle, and
// no M is looking for work, wakes that P: its own P stays busy.
func TestYieldParkWakesIdleP(t *testing.T) {
	withGOMAXPROCS(t, 2)
	withoutGC(t)
	var resumed, timedOut atomic.Bool
	var wg sync.WaitGroup
	wg.Go(func() {
		// Starting this goroutine woke an M to look for work. Run,
		// without blocking, until it has given up and the other P is
		// idle.
		for start := time.Now(); time.Since(start) < 10*time.Millisecond; {
		}
		// Hold this P once the yielder has parked, until it resumes:
		// only the idle P can run it.
		runtime.StartLocal(func() {
			runtime.Unpreemptible(func() {
				deadline := time.Now().Add(10 * time.Second)
				for !resumed.Load() && time.Now().Before(deadline) {
				}
				timedOut.Store(!resumed.Load())
			})
		})
		runtime.YieldPark()
		resumed.Store(true)
	})
	wg.Wait()
	if timedOut.Load() {
		t.Fatal("a goroutine parked in the yield queue while a P was idle did not run until its own P was free")
	}
}

// A goroutine locked to its thread yields, to goroutines in its local
// queue and on the global queue, and resumes on the same thread.
func TestYieldLockedThread(t *testing.T) {
	withGOMAXPROCS(t, 1)
	errc := make(chan error)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		m := runtime.CurrentMID()
		for i := range 100 {
			var ran atomic.Bool
			if i%2 == 0 {
				go ran.Store(true)
			} else {
				runtime.RunOnGlobalQueue(func() { ran.Store(true) })
			}
			held := runtime.Yield()
			switch {
			case !ran.Load():
				errc <- fmt.Errorf("iteration %d: the readied goroutine did not run before Yield returned", i)
				return
			case held <= 0:
				errc <- fmt.Errorf("iteration %d: Yield returned %d after stepping aside", i, held)
				return
			case runtime.CurrentMID() != m:
				errc <- fmt.Errorf("iteration %d: the locked goroutine moved from M%d to M%d", i, m, runtime.CurrentMID())
				return
			}
		}
		errc <- nil
	}()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}

// GOMAXPROCS changes and garbage collections while goroutines sit in the
// yield queue: everything keeps running, and the queue drains when the
// yielders stop.
func TestYieldStress(t *testing.T) {
	d := 1 * time.Second
	if testing.Short() {
		d = 200 * time.Millisecond
	}
	withGOMAXPROCS(t, runtime.GOMAXPROCS(0))
	var iters atomic.Int64
	stop := yielders(16, &iters)
	var churn sync.WaitGroup
	var done atomic.Bool
	churn.Go(func() {
		for i := 0; !done.Load(); i++ {
			runtime.GOMAXPROCS(1 + i%4)
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			time.Sleep(time.Millisecond)
		}
	})
	time.Sleep(d)
	done.Store(true)
	churn.Wait()
	stopped := make(chan bool)
	go func() {
		stop()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatalf("yielders did not stop; yield queue holds %d", runtime.YieldQueueLen())
	}
	if iters.Load() == 0 {
		t.Error("yielders made no progress")
	}
	if n := runtime.YieldQueueLen(); n != 0 {
		t.Errorf("yield queue holds %d goroutines after every yielder exited", n)
	}
}

// Yield steps aside as usual in a synctest bubble, and a yielded
// goroutine is not durably blocked: synctest.Wait waits for it.
func TestYieldSynctest(t *testing.T) {
	withGOMAXPROCS(t, 1)
	synctest.Test(t, func(t *testing.T) {
		const n, iters = 4, 1000
		var count atomic.Int64
		release := make(chan bool)
		for range n {
			go func() {
				for range iters {
					yieldSpin()
					count.Add(1)
					runtime.Yield()
				}
				<-release // durably blocked
			}()
		}
		synctest.Wait()
		if got := count.Load(); got != n*iters {
			t.Errorf("synctest.Wait returned after %d of %d iterations", got, n*iters)
		}
		close(release)
	})
}

// Yield in a coroutine (iter.Pull) steps aside and resumes.
func TestYieldCoroutine(t *testing.T) {
	withGOMAXPROCS(t, 1)
	next, stop := iter.Pull(func(yield func(int) bool) {
		for i := 0; ; i++ {
			var ran atomic.Bool
			go ran.Store(true)
			if runtime.Yield(); !ran.Load() {
				panic("Yield in a coroutine did not step aside")
			}
			if !yield(i) {
				return
			}
		}
	})
	defer stop()
	for want := range 100 {
		if got, ok := next(); !ok || got != want {
			t.Fatalf("next() = %d, %v; want %d, true", got, ok, want)
		}
	}
}

// Yield does not step aside where its caller must not be descheduled:
// in deferred calls run by a panic or by Goexit.
func TestYieldNotWhilePanicking(t *testing.T) {
	withGOMAXPROCS(t, 1)
	yieldWithWork := func() int64 {
		var wg sync.WaitGroup
		wg.Go(func() {})
		held := runtime.Yield()
		wg.Wait()
		return held
	}
	var held int64 = -1
	func() {
		defer func() { recover() }()
		defer func() { held = yieldWithWork() }()
		panic("test")
	}()
	if held != 0 {
		t.Errorf("Yield in a deferred call during a panic returned %d, want 0", held)
	}
	done := make(chan int64)
	go func() {
		defer func() { done <- yieldWithWork() }()
		runtime.Goexit()
	}()
	if held := <-done; held != 0 {
		t.Errorf("Yield in a deferred call during Goexit returned %d, want 0", held)
	}
}

// A goroutine parked in Yield shows as [yield] in tracebacks.
func TestYieldTraceback(t *testing.T) {
	withGOMAXPROCS(t, 1)
	stacks := make(chan string)
	var wg sync.WaitGroup
	wg.Go(func() {
		runtime.RunOnGlobalQueue(func() {
			buf := make([]byte, 1<<20)
			stacks <- string(buf[:runtime.Stack(buf, true)])
		})
		runtime.Yield()
	})
	s := <-stacks
	wg.Wait()
	if !regexp.MustCompile(`goroutine \d+ \[yield\]:\n(.*\n)*?runtime\.Yield\(`).MatchString(s) {
		t.Errorf("no goroutine in [yield] state with runtime.Yield on its stack:\n%s", s)
	}
}

// An execution trace with yields parses, validates, and shows both kinds
// of step-aside with the reason "yield".
func TestYieldTrace(t *testing.T) {
	if trace.IsEnabled() {
		t.Skip("trace already enabled")
	}
	withGOMAXPROCS(t, 1)
	var buf bytes.Buffer
	if err := trace.Start(&buf); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Go(func() {
		for range 10 {
			var inner sync.WaitGroup
			inner.Go(func() {})
			runtime.Yield() // only local work waits: swaps
			inner.Wait()
			runtime.RunOnGlobalQueue(func() {})
			runtime.Yield() // global work waits: parks
		}
	})
	wg.Wait()
	trace.Stop()

	r, err := itrace.NewReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	v := testtrace.NewValidator()
	var parks, swaps, unparks int
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
		from, to := st.Goroutine()
		switch {
		case st.Reason == "yield" && to == itrace.GoWaiting:
			parks++
		case st.Reason == "yield" && to == itrace.GoRunnable:
			swaps++
		case from == itrace.GoWaiting && to == itrace.GoRunnable:
			unparks++
		}
	}
	if parks == 0 || swaps == 0 {
		t.Errorf("trace has %d parks and %d swaps with reason \"yield\", want both > 0", parks, swaps)
	}
}

// readYieldMetrics reads Yield's metrics and the goroutine gauges.
func readYieldMetrics() map[string]uint64 {
	names := []string{
		"/sched/yields:events",
		"/sched/goroutines/yielded:goroutines",
		"/sched/goroutines:goroutines",
		"/sched/goroutines/runnable:goroutines",
		"/sched/goroutines/running:goroutines",
		"/sched/goroutines/waiting:goroutines",
		"/sched/goroutines/not-in-go:goroutines",
	}
	s := make([]metrics.Sample, len(names))
	for i, name := range names {
		s[i].Name = name
	}
	metrics.Read(s)
	m := make(map[string]uint64)
	for _, x := range s {
		m[x.Name] = x.Value.Uint64()
	}
	return m
}

// The yield count counts step-asides, and a parked yielder shows in the
// yielded gauge and, as ready to run, in the runnable one.
func TestYieldMetrics(t *testing.T) {
	withGOMAXPROCS(t, 1)
	before := readYieldMetrics()
	during := make(chan map[string]uint64)
	var wg sync.WaitGroup
	wg.Go(func() {
		runtime.RunOnGlobalQueue(func() { during <- readYieldMetrics() })
		runtime.Yield()
	})
	m := <-during
	wg.Wait()
	after := readYieldMetrics()

	if got := m["/sched/goroutines/yielded:goroutines"]; got != 1 {
		t.Errorf("yielded gauge = %d while a goroutine was parked in Yield, want 1", got)
	}
	if got := m["/sched/goroutines/runnable:goroutines"]; got < 1 {
		t.Errorf("runnable gauge = %d while a goroutine was parked in Yield, want >= 1", got)
	}
	sum := m["/sched/goroutines/running:goroutines"] + m["/sched/goroutines/runnable:goroutines"] +
		m["/sched/goroutines/waiting:goroutines"] + m["/sched/goroutines/not-in-go:goroutines"]
	if total := m["/sched/goroutines:goroutines"]; sum != total {
		t.Errorf("running+runnable+waiting+not-in-go = %d, total = %d", sum, total)
	}
	if got := after["/sched/goroutines/yielded:goroutines"]; got != 0 {
		t.Errorf("yielded gauge = %d after the yielder resumed, want 0", got)
	}
	if d := after["/sched/yields:events"] - before["/sched/yields:events"]; d < 1 {
		t.Errorf("yield count rose by %d across a step-aside, want >= 1", d)
	}
}

// GODEBUG=yieldoff=1 makes Yield a no-op, and can be changed at run time.
func TestYieldGODEBUGOff(t *testing.T) {
	withGOMAXPROCS(t, 1)
	try := func() (held int64, ran bool) {
		var r atomic.Bool
		var wg sync.WaitGroup
		wg.Go(func() { r.Store(true) })
		held = runtime.Yield()
		ran = r.Load()
		wg.Wait()
		return held, ran
	}
	t.Setenv("GODEBUG", "yieldoff=1")
	if held, ran := try(); held != 0 || ran {
		t.Errorf("with GODEBUG=yieldoff=1: Yield returned %d and the waiting goroutine ran: %v; want 0, false", held, ran)
	}
	os.Setenv("GODEBUG", "")
	if held, ran := try(); held <= 0 || !ran {
		t.Errorf("without yieldoff: Yield returned %d and the waiting goroutine ran: %v; want > 0, true", held, ran)
	}
}

// GODEBUG=yieldmaxwait=N bounds how long a yielded goroutine waits: it
// rejoins the run queue while a goroutine that never yields holds the P.
// Without it, the yielder waits until that goroutine is done.
func TestYieldGODEBUGMaxWait(t *testing.T) {
	resumes := func(godebug string) int {
		t.Setenv("GODEBUG", godebug)
		var busyDone atomic.Bool
		var n atomic.Int64
		stop := make(chan bool)
		var wg sync.WaitGroup
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				if runtime.Yield() > 0 && !busyDone.Load() {
					n.Add(1)
				}
			}
		})
		// A goroutine that never yields, preempted every 10ms.
		wg.Go(func() {
			for start := time.Now(); time.Since(start) < 300*time.Millisecond; {
				yieldSpin()
			}
			busyDone.Store(true)
		})
		for !busyDone.Load() {
			time.Sleep(time.Millisecond)
		}
		close(stop)
		wg.Wait()
		return int(n.Load())
	}
	withGOMAXPROCS(t, 1)
	unbounded := resumes("")
	bounded := resumes("yieldmaxwait=2")
	// Each resume takes a sysmon tick and a preemption of the busy
	// goroutine, about 10-20ms on a busy machine.
	t.Logf("resumes while a non-yielding goroutine ran 300ms: %d unbounded, %d with yieldmaxwait=2", unbounded, bounded)
	if unbounded > 2 {
		t.Errorf("without yieldmaxwait, the yielder resumed %d times while the P was busy; want at most 2", unbounded)
	}
	if bounded < 4 {
		t.Errorf("with yieldmaxwait=2, the yielder resumed %d times while the P was busy; want at least 4", bounded)
	}
}

// runForkTestProg builds testprog and runs its entry point name. Under
// an emulator, run.bash names the emulator in GOYIELD_TESTPROG_EXEC: the
// test binary cannot start programs built for its own architecture.
func runForkTestProg(t *testing.T, name string, env ...string) string {
	t.Helper()
	exe, err := buildTestProg(t, "testprog")
	if err != nil {
		t.Fatal(err)
	}
	return runForkExe(t, exe, []string{name}, env...)
}

func runForkExe(t *testing.T, exe string, args []string, env ...string) string {
	t.Helper()
	if w := os.Getenv("GOYIELD_TESTPROG_EXEC"); w != "" {
		args = append([]string{exe}, args...)
		exe = w
	}
	cmd := testenv.CleanCmdEnv(testenv.Command(t, exe, args...))
	cmd.Env = append(cmd.Env, env...)
	if testing.Short() {
		cmd.Env = append(cmd.Env, "RUNTIME_TEST_SHORT=1") // as runBuiltTestProg does
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("%v: %v", cmd, err)
		}
		t.Logf("%v: %v", cmd, err)
	}
	return string(out)
}

// No false deadlock: the program's last goroutine is parked in Yield
// while every other one blocks; it must resume.
func TestYieldNoFalseDeadlock(t *testing.T) {
	for _, name := range []string{"YieldNoDeadlock", "YieldNoDeadlockLocked", "YieldChurn"} {
		t.Run(name, func(t *testing.T) {
			if out := runForkTestProg(t, name); out != "OK\n" {
				t.Fatalf("want OK, got:\n%s", out)
			}
		})
	}
}

// A real deadlock after Yield has been at work is still reported.
func TestYieldDeadlock(t *testing.T) {
	testenv.MustInternalLink(t, deadlockBuildTypes) // as for upstream's deadlock tests
	out := runForkTestProg(t, "YieldDeadlock")
	if want := "fatal error: all goroutines are asleep - deadlock!"; !strings.Contains(out, want) {
		t.Fatalf("want %q, got:\n%s", want, out)
	}
}

// GODEBUG=schedtrace shows the yield queue.
func TestYieldSchedtrace(t *testing.T) {
	out := runForkTestProg(t, "YieldSchedtrace", "GODEBUG=schedtrace=5")
	if !regexp.MustCompile(`(?m)^SCHED .* runqueue=\d+ yieldqueue=[1-9]\d*`).MatchString(out) {
		t.Fatalf("no schedtrace line with a non-empty yieldqueue:\n%s", out)
	}
	// A program that has not used Yield or the class prints stock Go's
	// lines.
	out = runForkTestProg(t, "NoYieldSchedtrace", "GODEBUG=schedtrace=5")
	if !strings.Contains(out, "SCHED ") || strings.Contains(out, "yieldqueue=") {
		t.Fatalf("want schedtrace lines without a yieldqueue count from a program that never yielded:\n%s", out)
	}
}

// The build constraint goexperiment.goyield selects the file that uses
// Yield, GOEXPERIMENT=nogoyield the fallback; and Yield is inlined at the
// call site, except on 386, arm and wasm, where atomic loads are calls
// rather than intrinsics, which put Yield over the inliner's budget (as
// test/inline_sync.go leaves out sync's fast paths there).
func TestYieldBuildConstraint(t *testing.T) {
	testenv.MustHaveGoBuild(t)
	dir := t.TempDir()
	for _, c := range []struct{ env, want string }{
		{"", "goyield\n"},
		{"GOEXPERIMENT=nogoyield", "fallback\n"},
	} {
		exe := filepath.Join(dir, "yieldtag"+strings.TrimPrefix(c.env, "GOEXPERIMENT="))
		cmd := testenv.CleanCmdEnv(exec.Command(testenv.GoToolPath(t), "build", "-gcflags=-m", "-o", exe, "."))
		cmd.Dir = "testdata/testyieldtag"
		if c.env != "" {
			cmd.Env = append(cmd.Env, c.env)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", cmd, err, out)
		}
		inlined := strings.Contains(string(out), "inlining call to runtime.Yield")
		atomicCalls := runtime.GOARCH == "386" || runtime.GOARCH == "arm" || runtime.GOARCH == "wasm"
		if c.env == "" && !inlined && !atomicCalls {
			t.Errorf("go build -gcflags=-m did not report inlining runtime.Yield:\n%s", out)
		}
		if got := runForkExe(t, exe, nil); got != c.want {
			t.Errorf("built with %q: program printed %q, want %q", c.env, got, c.want)
		}
	}
}

// While yielders alone keep every P busy, they take turns: every yielded
// goroutine resumes within a bound set by the quantum, about a quantum per
// GOMAXPROCS goroutines ahead of it (3ms here). Without turns, nothing
// waits for the running yielders to step aside for, and the goroutines
// parked in the yield queue wait as long as they run: the whole test.
func TestYieldFairness(t *testing.T) {
	withGOMAXPROCS(t, 2)
	testTakeTurns(t, 8, 20*time.Millisecond, time.Duration(runtime.YieldQuantum), func(work func() bool) {
		for work() {
			runtime.Yield()
		}
	})
}

// testTakeTurns runs n goroutines that keep every P busy, each calling
// loop with a function that does a little work and reports whether to go
// on, and checks that they take turns of the given length: each makes
// progress in at least half of the windows in which any makes progress,
// windows long enough for a round of turns. Counting windows rather than
// timing gaps keeps the test steady when the OS deschedules the whole
// process now and then, as it does on a loaded machine: that stalls every
// goroutine in the same windows.
func testTakeTurns(t *testing.T, n int, window, turn time.Duration, loop func(work func() bool)) {
	if turn*time.Duration(n) > window {
		t.Fatalf("turns of %v are too long for windows of %v", turn, window)
	}
	d := max(2*time.Second, 30*window)
	if testing.Short() {
		d = max(time.Second, 15*window)
	}
	nw := int(d / window)
	progress := make([][]bool, n) // progress[i][w]: goroutine i did work in window w
	var stop atomic.Bool
	var wg sync.WaitGroup
	start := time.Now()
	for i := range n {
		progress[i] = make([]bool, nw)
		wg.Go(func() {
			loop(func() bool {
				yieldSpin()
				if w := int(time.Since(start) / window); w < nw {
					progress[i][w] = true
				}
				return !stop.Load()
			})
		})
	}
	time.Sleep(d)
	stop.Store(true)
	wg.Wait()
	var busy int // windows in which some goroutine made progress
	for w := range nw {
		for i := range n {
			if progress[i][w] {
				busy++
				break
			}
		}
	}
	for i := range n {
		var mine int
		for w := range nw {
			if progress[i][w] {
				mine++
			}
		}
		t.Logf("goroutine %d made progress in %d of %d windows", i, mine, busy)
		if mine < busy/2 {
			t.Errorf("goroutine %d made progress in %d of the %d %v windows in which any did; want at least half", i, mine, busy, window)
		}
	}
}

// Background work that holds a lock and yields does not hold up the
// lock's waiters more than if it called Gosched: a foreground loop that
// takes the lock every millisecond, while 2×GOMAXPROCS yielders (the
// holder among them) keep every P busy, waits about as long as the
// holder's critical section. Without turns among the yielders, the holder,
// once parked in the yield queue, waits as long as the others run:
// hundreds of milliseconds, ten to a hundred times as long as with
// Gosched. The test allows three times Gosched's p99, plus 20ms;
// BenchmarkYieldLockHolder has the numbers.
func TestYieldLockHolder(t *testing.T) {
	for _, lock := range []string{"mutex", "rwmutex", "chan"} {
		t.Run(lock, func(t *testing.T) {
			withGOMAXPROCS(t, 2)
			p99 := map[string]time.Duration{}
			for _, bg := range []string{"gosched", "yield"} {
				r := yieldLockScenario(lock, bg, 0, 0, time.Second)
				slices.Sort(r.waits)
				p99[bg] = time.Duration(r.waits[len(r.waits)*99/100])
				t.Logf("%s: %d acquisitions in %v, lock wait p50 %v p99 %v max %v", bg, len(r.waits), r.elapsed,
					time.Duration(r.waits[len(r.waits)/2]), p99[bg], time.Duration(r.waits[len(r.waits)-1]))
			}
			if limit := 3*p99["gosched"] + 20*time.Millisecond; p99["yield"] > limit {
				t.Errorf("the foreground's wait for the lock had a p99 of %v with Yield, %v with Gosched; want at most %v",
					p99["yield"], p99["gosched"], limit)
			}
		})
	}
}

// The lock guard: while foreground work that never steps aside keeps
// every P busy, a yielded goroutine that holds a sync.Mutex still gets to
// release it, within about yieldLockWaitBound per yielded goroutine.
// Without the guard, it would wait for spare capacity, and the lock's
// waiters with it, for as long as the foreground runs.
func TestYieldLockGuard(t *testing.T) {
	withGOMAXPROCS(t, 2)
	runtime.YieldPark() // the guard is armed once Yield has parked a goroutine
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
			for range 100 {
				yieldSpin()
				runtime.Yield() // steps aside for the hogs
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
			t.Logf("waited %v for a lock held by a yielded goroutine", waits[len(waits)-1])
		case <-time.After(10 * time.Second):
			stop.Store(true) // the hogs stop, and the holder runs
			<-acquired
			t.Fatalf("round %d: a lock held by a yielded goroutine was not released in 10s while foreground work kept every P busy", i)
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
