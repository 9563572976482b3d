// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Testbgatomic64 runs background goroutines that use 64-bit atomics beside
// a foreground goroutine that sleeps, so that the class stops them
// thousands of times a second, and exits. On ports whose 64-bit atomics
// take a spin lock (mips, mipsle, arm before v7), a signal handler that
// takes one where the interrupted code holds it waits for ever: run.bash
// runs this under qemu, where it hung before bgSignal left such signals
// alone (bgInAtomic64).
package main

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"time"
)

var sink atomic.Uint64

func main() {
	runtime.GOMAXPROCS(2)
	for range 2 {
		go func() {
			runtime.SetBackground(true)
			x := uint64(1)
			for {
				for range 200 {
					x = x*3 + 1
				}
				sink.Add(x)
			}
		}()
	}
	start := time.Now()
	for range 300 {
		time.Sleep(50 * time.Microsecond)
	}
	fmt.Printf("300 sleeps beside background work in %v\n", time.Since(start))
}
