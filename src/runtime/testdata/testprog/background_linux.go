// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

func init() {
	register("BackgroundPollerSlice", BackgroundPollerSlice)
}

// BackgroundPollerSlice has the yield poller start threads, with bursts of
// background work that leave Ps idle between them while a sleeper's timer
// waits, and then reports how many of the process's threads run with the
// shortest time slice, which the poller asks for itself (bgPollerSlice):
// at most the poller's should. It prints "OK" or what it found.
func BackgroundPollerSlice() {
	runtime.GOMAXPROCS(8)
	done := make(chan bool)
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(500 * time.Microsecond):
			}
		}
	}()
	for range 100 {
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				runtime.SetBackground(true)
				for end := time.Now().Add(2 * time.Millisecond); time.Now().Before(end); {
				}
			})
		}
		wg.Wait()
		time.Sleep(time.Millisecond)
	}
	close(done)
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		fmt.Println("OK (no /proc/self/task)")
		return
	}
	const minSlice = 100 * 1000 // bgPollerSlice's
	short, seen := 0, 0
	for _, task := range tasks {
		b, err := os.ReadFile("/proc/self/task/" + task.Name() + "/sched")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[0] == "se.slice" {
				seen++
				if n, err := strconv.Atoi(f[2]); err == nil && n == minSlice {
					short++
				}
			}
		}
	}
	if short > 1 {
		fmt.Printf("%d of %d threads run with the poller's time slice\n", short, seen)
		return
	}
	fmt.Println("OK")
}
