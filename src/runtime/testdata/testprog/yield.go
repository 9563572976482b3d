// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

func init() {
	register("YieldNoDeadlock", YieldNoDeadlock)
	registerInit("YieldNoDeadlockLocked", func() { runtime.LockOSThread() })
	register("YieldNoDeadlockLocked", YieldNoDeadlock)
	register("YieldDeadlock", YieldDeadlock)
	register("YieldSchedtrace", YieldSchedtrace)
	register("NoYieldSchedtrace", NoYieldSchedtrace)
	register("YieldChurn", YieldChurn)
}

// YieldNoDeadlock parks main in the yield queue while every other
// goroutine blocks. Nothing else is runnable, so main must resume; a
// runtime that forgot the yield queue would report a deadlock.
func YieldNoDeadlock() {
	runtime.GOMAXPROCS(1)
	ch := make(chan int)
	for i := 0; i < 2; i++ {
		// Runs while main steps aside, moves to the global queue, and
		// then blocks. The first step-aside is a swap to the tail of
		// the run queue; the second, with work on the global queue,
		// parks main, and then all the others block.
		go func() {
			runtime.Gosched()
			<-ch
		}()
		if runtime.Yield() <= 0 {
			fmt.Println("Yield did not step aside")
			os.Exit(1)
		}
	}
	close(ch)
	fmt.Println("OK")
}

// YieldChurn parks and resumes goroutines, some locked to their threads,
// while Ps go idle and busy and GOMAXPROCS changes, and then waits for
// them all. A yielded goroutine left behind with every P idle would hang
// the wait, and checkdead would throw.
func YieldChurn() {
	runtime.GOMAXPROCS(4)
	d := time.Second
	if os.Getenv("RUNTIME_TEST_SHORT") != "" {
		d = 300 * time.Millisecond
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if i%2 == 0 {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
			}
			c := make(chan int, 1)
			for j := 0; !stop.Load(); j++ {
				switch j % 4 {
				case 0:
					go func() { c <- 1 }()
					runtime.Yield()
					<-c
				case 1:
					go func() {
						runtime.Gosched()
						c <- 1
					}()
					runtime.Yield()
					<-c
				case 2:
					runtime.Yield()
				case 3:
					time.Sleep(time.Duration(j%50) * time.Microsecond)
				}
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; !stop.Load(); i++ {
			runtime.GOMAXPROCS(1 + i%4)
			time.Sleep(5 * time.Millisecond)
		}
	}()
	time.Sleep(d)
	stop.Store(true)
	wg.Wait()
	fmt.Println("OK")
}

// YieldDeadlock puts Yield's machinery to work, including the poller that
// watches the network while every P is busy, and then deadlocks. The
// deadlock must still be reported.
func YieldDeadlock() {
	runtime.GOMAXPROCS(2)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				runtime.Yield()
			}
		}()
	}
	time.Sleep(50 * time.Millisecond)
	stop.Store(true)
	wg.Wait()
	select {}
}

// YieldSchedtrace runs more yielders than Ps for a while, so that the
// schedtrace lines show a non-empty yield queue.
func YieldSchedtrace() {
	runtime.GOMAXPROCS(1)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				runtime.Yield()
			}
		}()
	}
	time.Sleep(100 * time.Millisecond)
	stop.Store(true)
	wg.Wait()
}

// NoYieldSchedtrace runs a while without Yield or the background class,
// whose schedtrace lines are stock Go's.
func NoYieldSchedtrace() {
	time.Sleep(30 * time.Millisecond)
}
