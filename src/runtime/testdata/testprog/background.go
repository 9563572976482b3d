// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

func init() {
	register("BackgroundDeadlock", BackgroundDeadlock)
	register("BackgroundNoDeadlock", BackgroundNoDeadlock)
}

// BackgroundDeadlock puts the background class to work, with background
// goroutines that are preempted for sleeping foreground goroutines, and
// then deadlocks, main and a background goroutine each waiting on a
// channel nobody sends on. The deadlock must still be reported.
func BackgroundDeadlock() {
	runtime.GOMAXPROCS(2)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.SetBackground(true)
			for !stop.Load() {
			}
		}()
	}
	for i := 0; i < 20; i++ {
		time.Sleep(time.Millisecond)
	}
	stop.Store(true)
	wg.Wait()
	c := make(chan int)
	go func() {
		runtime.SetBackground(true)
		<-c
	}()
	<-c
}

// BackgroundNoDeadlock leaves background goroutines runnable in the yield
// queue while main blocks until they are done: nothing else is runnable,
// so they must run. A runtime that forgot them would report a deadlock.
func BackgroundNoDeadlock() {
	runtime.GOMAXPROCS(1)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.SetBackground(true)
			for j := 0; j < 100; j++ {
				runtime.Gosched() // into the yield queue
			}
		}()
	}
	wg.Wait()
	println("OK")
}
