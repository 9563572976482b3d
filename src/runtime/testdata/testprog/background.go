// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

func init() {
	register("BackgroundDeadlock", BackgroundDeadlock)
	register("BackgroundNoDeadlock", BackgroundNoDeadlock)
	register("BackgroundGCStart", BackgroundGCStart)
	register("BackgroundNoTimer", BackgroundNoTimer)
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

// BackgroundGCStart has a background goroutine start the program's first
// garbage collection while foreground goroutines keep both Ps busy.
// gcStart holds the world's semaphore while it starts the mark workers,
// and each worker it starts is work that stops the background goroutine
// that started it; stopped there, it must not wait for spare capacity, or
// every stop of the world (here ReadMemStats) waits with it. It prints how
// long ReadMemStats took, or that it did not return in 2s.
func BackgroundGCStart() {
	debug.SetGCPercent(-1) // no collection but ours
	runtime.GOMAXPROCS(2)
	var stop atomic.Bool
	var wg sync.WaitGroup
	defer wg.Wait()
	defer stop.Store(true)
	// The background goroutine runs among the foreground ones while it
	// holds a lock; it starts the collection once it has released it,
	// before its next stop.
	var mu sync.Mutex
	mu.Lock()
	waiting := make(chan bool)
	wg.Add(1)
	go func() {
		defer wg.Done()
		runtime.SetBackground(true)
		waiting <- true
		mu.Lock() // counted before it waits: a holder when woken
		mu.Unlock()
		runtime.GC()
	}()
	<-waiting
	time.Sleep(5 * time.Millisecond)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
			}
		}()
	}
	time.Sleep(5 * time.Millisecond)
	mu.Unlock()
	time.Sleep(50 * time.Millisecond)
	done := make(chan time.Duration, 1)
	go func() {
		start := time.Now()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		done <- time.Since(start)
	}()
	select {
	case d := <-done:
		println("ReadMemStats took", d.String())
	case <-time.After(2 * time.Second):
		println("ReadMemStats did not return in 2s")
	}
}

// bgNoTimerStep is a step of BackgroundNoTimer's spinners: a call, at
// which a request through the stack guard stops them. (It calls another
// function: a leaf with a small frame checks no stack guard.)
//
//go:noinline
func bgNoTimerStep(x uint64) uint64 {
	return bgNoTimerLeaf(x) + 1
}

//go:noinline
func bgNoTimerLeaf(x uint64) uint64 {
	return x ^ x<<13 ^ x>>7
}

// BackgroundNoTimer measures how promptly foreground goroutines run
// beside spinners that keep both Ps busy, background ones unless
// BACKGROUND_PLAIN=1 is set. Run with GODEBUG=asyncpreemptoff=1, a P's
// thread has no timer (bgTimerCreate): requests signal at once, and
// the signal preempts nothing, so only the spinners' calls stop them.
// It prints the median of how late a goroutine sleeping for 1ms wakes,
// in nanoseconds.
func BackgroundNoTimer() {
	runtime.GOMAXPROCS(2)
	background := os.Getenv("BACKGROUND_PLAIN") != "1"
	var stop atomic.Bool
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if background {
				runtime.SetBackground(true)
				defer runtime.SetBackground(false)
			}
			x := uint64(1)
			for !stop.Load() {
				x = bgNoTimerStep(x)
			}
			bgNoTimerSink.Store(x)
		})
	}
	var late []time.Duration
	for range 50 {
		t0 := time.Now()
		time.Sleep(time.Millisecond)
		late = append(late, time.Since(t0)-time.Millisecond)
	}
	stop.Store(true)
	wg.Wait()
	slices.Sort(late)
	println(int64(late[len(late)/2]))
}

var bgNoTimerSink atomic.Uint64
