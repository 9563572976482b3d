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
}

// YieldNoDeadlock parks main in the yield queue while every other
// goroutine blocks. Nothing else is runnable, so main must resume; a
// runtime that forgot the yield queue would report a deadlock.
func YieldNoDeadlock() {
	runtime.GOMAXPROCS(1)
	ch := make(chan int)
	for i := 0; i < 2; i++ {
		// Runs while main steps aside, then blocks. The first step-aside
		// is a swap to the tail of the run queue; the second, consecutive,
		// one parks.
		go func() { <-ch }()
		if runtime.Yield() <= 0 {
			fmt.Println("Yield did not step aside")
			os.Exit(1)
		}
	}
	close(ch)
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
