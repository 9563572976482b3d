// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"iter"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// The programs here check runtime.Grunningnanos. Each prints OK, or what
// went wrong. Durations are wall-clock bounds; the checks compare running
// time with them and with each other, with margins wide enough for a
// loaded machine.

func init() {
	register("GrunningMonotonic", GrunningMonotonic)
	register("GrunningProportional", GrunningProportional)
	register("GrunningSharedP", GrunningSharedP)
	register("GrunningExcludesBlocking", GrunningExcludesBlocking)
	register("GrunningNewGoroutine", GrunningNewGoroutine)
	register("GrunningCoroutine", GrunningCoroutine)
	register("GrunningWokenOnIdleM", GrunningWokenOnIdleM)
	register("GrunningTimerBurst", GrunningTimerBurst)
}

// grunningShort reports whether to run briefly (go test -short).
var grunningShort = os.Getenv("RUNTIME_TEST_SHORT") != ""

// spinFor runs on the CPU for about d of the goroutine's own running time.
func spinFor(d time.Duration) {
	end := runtime.Grunningnanos() + int64(d)
	for runtime.Grunningnanos() < end {
		for i := 0; i < 1000; i++ {
			grunningSink.Add(1)
		}
	}
}

// spinWall runs on the CPU until d of wall-clock time has passed.
func spinWall(d time.Duration) {
	for start := time.Now(); time.Since(start) < d; {
		for i := 0; i < 1000; i++ {
			grunningSink.Add(1)
		}
	}
}

var grunningSink atomic.Uint64

// work does a fixed amount of CPU work, without calls in its inner loop
// so that only asynchronous preemption can stop it there.
func work(n int) uint64 {
	x := uint64(n)
	for i := 0; i < n; i++ {
		x ^= x<<13 ^ x>>7 ^ uint64(i)
	}
	return x
}

// GrunningMonotonic reads the counter from goroutines that run tight
// loops, which the GC preempts to scan their stacks, and Gosched, block on
// channels, make system calls, blocking ones included, grow their stacks
// and coroutine-switch, while another goroutine runs the GC, reads memory
// statistics (stopping the world) and changes GOMAXPROCS. No read may be
// smaller than the one before it, and no goroutine may report more
// running time than wall time.
func GrunningMonotonic() {
	d := time.Second
	if grunningShort {
		d = 300 * time.Millisecond
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	errs := make(chan string, 100)
	ch := make(chan int)
	wg.Add(1)
	go func() { // the other end of the channel
		defer wg.Done()
		for !stop.Load() {
			select {
			case ch <- 1:
			case <-time.After(time.Millisecond):
			}
		}
	}()
	wg.Add(1)
	go func() { // stop-the-world sources
		defer wg.Done()
		var ms runtime.MemStats
		for i := 0; !stop.Load(); i++ {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			runtime.GOMAXPROCS(1 + i%4)
			time.Sleep(time.Millisecond)
		}
	}()
	start := time.Now()
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			last := runtime.Grunningnanos()
			check := func(what string) {
				v := runtime.Grunningnanos()
				if v < last {
					errs <- fmt.Sprintf("after %s: Grunningnanos went from %d to %d", what, last, v)
				}
				if wall := int64(time.Since(start)); v > wall+int64(time.Millisecond) {
					errs <- fmt.Sprintf("after %s: Grunningnanos %d exceeds wall time %d", what, v, wall)
				}
				last = v
			}
			for j := 0; !stop.Load(); j++ {
				// Run for a while without a transition, reading as we
				// go, where the GC preempts us to scan our stack. A
				// transition that lost the interval before it would
				// show as a later read smaller than these.
				for range 20 {
					grunningSink.Add(work(20000))
					check("running")
				}
				switch j % 6 {
				case 0:
					runtime.Gosched()
					check("Gosched")
				case 1:
					select {
					case <-ch:
					case <-time.After(time.Millisecond):
					}
					check("channel receive")
				case 2:
					os.Getpid()
					check("system call")
				case 3:
					blockingSyscall(200 * time.Microsecond)
					check("blocking system call")
				case 4:
					next, stop := iter.Pull(func(yield func(int) bool) {
						for k := 0; yield(k); k++ {
							work(1000)
						}
					})
					for range 3 {
						next()
						check("coroutine switch")
					}
					stop()
				case 5:
					grunningGrow(100)
					check("stack growth")
				}
			}
		}()
	}
	time.Sleep(d)
	stop.Store(true)
	wg.Wait()
	close(errs)
	bad := 0
	for e := range errs {
		if bad++; bad <= 10 {
			fmt.Println(e)
		}
	}
	if bad == 0 {
		fmt.Println("OK")
	}
}

//go:noinline
func grunningGrow(n int) int {
	var buf [256]byte
	if n == 0 {
		return int(buf[0])
	}
	return grunningGrow(n-1) + int(buf[n%256])
}

// GrunningProportional: goroutines that do k times the work report about
// k times the running time.
func GrunningProportional() {
	runtime.GOMAXPROCS(1) // one at a time: no sharing of caches or cores
	const base = 4e6
	measure := func(n int) int64 {
		done := make(chan int64)
		go func() {
			t0 := runtime.Grunningnanos()
			grunningSink.Add(work(n))
			done <- runtime.Grunningnanos() - t0
		}()
		return <-done
	}
	// The OS may deschedule the thread while the work runs, which
	// counts as running time: compare the fastest of several runs of
	// each, which such pauses only lengthen. Under sustained contention
	// the longer runs are paused more often than the shorter ones, so
	// try a few times: a wrong count fails every time.
	var r float64
	var ones, fours []int64
	for range 3 {
		ones, fours = ones[:0], fours[:0]
		for range 7 {
			ones = append(ones, measure(base))
			fours = append(fours, measure(4*base))
		}
		r = float64(slices.Min(fours)) / float64(slices.Min(ones))
		if r >= 3 && r <= 5 {
			fmt.Println("OK")
			return
		}
	}
	fmt.Printf("4× the work took %.2f× the running time (fastest of %v and of %v), want about 4×\n", r, ones, fours)
}

// GrunningSharedP: two goroutines spinning on one P each run about half
// of the wall time, and together no more than all of it: time spent
// runnable, waiting for the P, does not count.
func GrunningSharedP() {
	runtime.GOMAXPROCS(1)
	d := time.Second
	if grunningShort {
		d = 500 * time.Millisecond
	}
	res := make(chan int64, 2)
	start := time.Now()
	for range 2 {
		go func() {
			t0 := runtime.Grunningnanos()
			spinWall(d)
			res <- runtime.Grunningnanos() - t0
		}()
	}
	a, b := <-res, <-res
	wall := time.Since(start)
	fa, fb := float64(a)/float64(wall), float64(b)/float64(wall)
	if fa < 0.25 || fa > 0.75 || fb < 0.25 || fb > 0.75 || fa+fb > 1.02 {
		fmt.Printf("two spinners on one P for %v ran %v and %v (%.2f and %.2f of wall time); want about half each, at most all together\n",
			wall, time.Duration(a), time.Duration(b), fa, fb)
		return
	}
	fmt.Println("OK")
}

// GrunningExcludesBlocking: sleeping, blocking on a channel or the
// network, and blocking system calls do not count; nor does a system call
// that returns on the fast path, keeping its P.
func GrunningExcludesBlocking() {
	const each = 50 * time.Millisecond
	// Running time is wall time on an M, so an OS that deschedules the
	// thread around the block (an emulator on a loaded machine, say)
	// adds to it; three attempts tell that from a block counted as
	// running, which would fail every one.
	check := func(what string, f func()) bool {
		var ran, wall time.Duration
		for range 3 {
			t0 := runtime.Grunningnanos()
			start := time.Now()
			f()
			ran, wall = time.Duration(runtime.Grunningnanos()-t0), time.Since(start)
			if wall >= each && ran <= each/5 {
				return true
			}
		}
		fmt.Printf("%s for %v counted %v of running time (the last of three attempts)\n", what, wall, ran)
		return false
	}
	ok := check("sleeping", func() { time.Sleep(each) }) &&
		check("blocking on a channel", func() {
			c := make(chan int)
			time.AfterFunc(each, func() { close(c) })
			<-c
		}) &&
		check("blocking on a pipe", func() {
			r, w, err := os.Pipe()
			if err != nil {
				panic(err)
			}
			defer r.Close()
			defer w.Close()
			time.AfterFunc(each, func() { w.Write([]byte{1}) })
			r.Read(make([]byte, 1))
		}) &&
		check("blocking system calls", func() {
			// The P stays idle meanwhile, so most of these return on
			// exitsyscall's fast path, with their P.
			for range 10 {
				blockingSyscall(each / 10)
			}
		})
	if ok {
		fmt.Println("OK")
	}
}

// GrunningNewGoroutine: a new goroutine starts at zero, also when it
// reuses the g of one that ran and exited.
func GrunningNewGoroutine() {
	var wg sync.WaitGroup
	for range 100 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			spinFor(time.Millisecond)
		}()
	}
	wg.Wait()
	// These reuse the dead gs above.
	firsts := make(chan int64, 100)
	for range 100 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			firsts <- runtime.Grunningnanos()
		}()
	}
	wg.Wait()
	close(firsts)
	// A g that kept its last owner's count would start at a millisecond
	// or more, every one of them. Any one goroutine may read more than
	// about 0 because the OS descheduled its thread before the read,
	// which counts as running, so look at the median.
	var vs []int64
	for v := range firsts {
		if v < 0 {
			fmt.Printf("a new goroutine's first Grunningnanos was %v, want about 0\n", time.Duration(v))
			return
		}
		vs = append(vs, v)
	}
	slices.Sort(vs)
	if med := vs[len(vs)/2]; med > int64(200*time.Microsecond) {
		fmt.Printf("new goroutines' first Grunningnanos had a median of %v (max %v), want about 0\n", time.Duration(med), time.Duration(vs[len(vs)-1]))
		return
	}
	fmt.Println("OK")
}

// GrunningCoroutine: while switched out, a coroutine's running time does
// not count, and the caller does not count the coroutine's.
func GrunningCoroutine() {
	runtime.GOMAXPROCS(1)
	// The spins are timed by the wall clock: a goroutine that runs on
	// the only P in the middle of one (a GC worker) takes its time from
	// the side that spins. Start no GC cycle, and allow for the runtime's
	// other goroutines below.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	const steps = 20
	var inner int64
	next, stop := iter.Pull(func(yield func(int) bool) {
		t0 := runtime.Grunningnanos()
		for i := 0; ; i++ {
			spinWall(time.Millisecond)
			if i == steps-1 {
				inner = runtime.Grunningnanos() - t0
			}
			if !yield(i) {
				return
			}
		}
	})
	defer stop()
	t0 := runtime.Grunningnanos()
	start := time.Now()
	for range steps {
		next()
		spinWall(2 * time.Millisecond)
	}
	outer := runtime.Grunningnanos() - t0
	wall := time.Since(start)
	// Each side counts its own spins, and the two share the wall time
	// without counting any of it twice. (The OS may deschedule the
	// thread anywhere, which counts for whichever side runs, so the
	// ratio of the two is not checked. Other goroutines, such as the
	// sweeper's, may take a little of a spin: allow them 5%.)
	const slack = 0.95
	if inner < slack*steps*int64(time.Millisecond) || outer < slack*steps*2*int64(time.Millisecond) ||
		outer+inner > int64(wall)+int64(time.Millisecond) {
		fmt.Printf("caller ran %v (spun %v), coroutine %v (spun %v), in %v of wall time\n",
			time.Duration(outer), steps*2*time.Millisecond, time.Duration(inner), steps*time.Millisecond, wall)
		return
	}
	fmt.Println("OK")
}

// GrunningWokenOnIdleM: a goroutine that blocks, and is then run by an M
// that slept meanwhile, does not count the M's sleep. No timers run here,
// so idle Ms park rather than wait in the network poller. The OS may
// deschedule the M's thread once it runs the goroutine, which counts as
// running time: on a 2-CPU VM shared at a load average of 8 a try counted
// 14ms. So try a few times: a count of the sleep fails every time.
func GrunningWokenOnIdleM() {
	runtime.GOMAXPROCS(2)
	const block = 50 * time.Millisecond
	var d time.Duration
	for range 3 {
		c := make(chan int)
		ran := make(chan time.Duration)
		go func() {
			t0 := runtime.Grunningnanos()
			<-c
			ran <- time.Duration(runtime.Grunningnanos() - t0)
		}()
		done := make(chan bool)
		go func() {
			spinWall(block)
			c <- 1 // readies the receiver on this P; an idle M steals it
			spinWall(10 * time.Millisecond)
			done <- true
		}()
		d = <-ran
		<-done
		if d <= block/5 {
			fmt.Println("OK")
			return
		}
	}
	fmt.Printf("a goroutine blocked for %v counted %v of running time\n", block, d)
}

// GrunningTimerBurst: goroutines that timers start (time.AfterFunc) start
// at zero, also when many timers expire at once and the M that runs them,
// on its way from one goroutine to the next, takes a long time before it
// runs the first goroutine they start.
func GrunningTimerBurst() {
	runtime.GOMAXPROCS(1)
	// Enough timers that running them takes milliseconds, in short
	// mode too: 20,000 took under 1ms on a 2-core VM.
	const n = 50000
	// A goroutine may read more than about 0 because the OS descheduled
	// its thread, but not in every one of three attempts.
	var maxFirst, lag time.Duration
	for range 3 {
		firsts := make([]int64, n)
		runs := make([]time.Time, n)
		var wg sync.WaitGroup
		wg.Add(n)
		deadline := time.Now().Add(20 * time.Millisecond)
		for i := range n {
			time.AfterFunc(time.Until(deadline), func() {
				firsts[i] = runtime.Grunningnanos()
				runs[i] = time.Now()
				wg.Done()
			})
		}
		// Keep the only P until the timers have expired, so that they
		// run when this goroutine stops, on its M's way to the next.
		spinWall(time.Until(deadline) + time.Millisecond)
		wg.Wait()
		// lag is how long after the deadline the first goroutine the
		// timers started ran: about as long as running the timers took.
		lag = slices.MinFunc(runs, func(a, b time.Time) int { return a.Compare(b) }).Sub(deadline)
		maxFirst = time.Duration(slices.Max(firsts))
		if maxFirst < lag/4 || maxFirst < time.Millisecond {
			fmt.Println("OK")
			return
		}
	}
	fmt.Printf("a goroutine started by one of %d timers read Grunningnanos %v first, with the first of them run %v after the deadline; want about 0\n", n, maxFirst, lag)
}
