// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package main

import (
	"fmt"
	"runtime"
	"syscall"
	"time"
)

func init() {
	register("GrunningRusage", GrunningRusage)
}

// GrunningRusage: for a CPU-bound load, the running time of its
// goroutines adds up to the process's CPU time. One P keeps one thread
// busy. Running time also counts time the operating system deschedules
// that thread, so on a loaded machine it can exceed the CPU time by the
// time the process's threads waited for a CPU, where the system reports
// it (Linux's schedstat), but never by more.
func GrunningRusage() {
	runtime.GOMAXPROCS(1)
	d := time.Second
	if grunningShort {
		d = 400 * time.Millisecond
	}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			panic(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	res := make(chan int64, 3)
	c0, w0 := cpu(), runqueueDelay()
	for range 3 {
		go func() {
			t0 := runtime.Grunningnanos()
			spinWall(d)
			res <- runtime.Grunningnanos() - t0
		}()
	}
	var sum int64
	for range 3 {
		sum += <-res
	}
	used, waited := cpu()-c0, runqueueDelay()-w0
	ran := time.Duration(sum)
	if float64(ran) < 0.85*float64(used) || float64(ran) > 1.15*float64(used+waited) {
		fmt.Printf("goroutines ran %v in all; the process used %v of CPU, and its threads waited %v for a CPU\n", ran, used, waited)
		return
	}
	fmt.Println("OK")
}
