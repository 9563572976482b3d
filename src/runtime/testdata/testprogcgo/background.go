// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !plan9 && !windows

package main

// A callback from a thread that Go did not start runs on an extra M's
// goroutine, which the runtime keeps for the thread's next callback. A
// callback that returns with SetBackground(true) set must not leave the
// next one background work, nor count a background goroutine that no
// longer runs.

/*
#include <pthread.h>

extern void GoBackgroundCallback(void);

static void* backgroundThread(void* arg __attribute__ ((unused))) {
	int i;
	for (i = 0; i < 10; i++) {
		GoBackgroundCallback();
	}
	return NULL;
}

static void BackgroundCallbacks(void) {
	pthread_t tid;
	pthread_create(&tid, NULL, backgroundThread, NULL);
	pthread_join(tid, NULL);
}
*/
import "C"

import (
	"fmt"
	"runtime"
	"runtime/metrics"
)

func init() {
	register("BackgroundCallback", BackgroundCallback)
}

var backgroundCarried int

//export GoBackgroundCallback
func GoBackgroundCallback() {
	if runtime.SetBackground(true) {
		backgroundCarried++
	}
	// Return still background work.
}

func BackgroundCallback() {
	gauge := func() uint64 {
		s := []metrics.Sample{{Name: "/sched/goroutines/background:goroutines"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	before := gauge()
	C.BackgroundCallbacks()
	C.BackgroundCallbacks()
	after := gauge()
	if backgroundCarried != 0 {
		fmt.Printf("%d callbacks began as background work\n", backgroundCarried)
	}
	if after != before {
		fmt.Printf("background goroutines: %d before the callbacks, %d after\n", before, after)
	}
	fmt.Println("OK")
}
