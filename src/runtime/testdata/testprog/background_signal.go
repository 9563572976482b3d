// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"sync/atomic"
	"syscall"
)

func init() {
	register("BackgroundSignalLoop", BackgroundSignalLoop)
}

// BackgroundSignalLoop has a background goroutine call signal.Notify
// first, which starts os/signal's loop, and then has foreground work keep
// every P busy while main waits for a signal of its own. The loop serves
// the whole program: it must not inherit the class of whoever called
// Notify first, or it waits in the yield queue for spare capacity that
// never comes, and delivers nothing.
func BackgroundSignalLoop() {
	ready := make(chan bool)
	go func() {
		runtime.SetBackground(true)
		hup := make(chan os.Signal, 1)
		signal.Notify(hup, syscall.SIGHUP)
		ready <- true
		for range hup {
		}
	}()
	<-ready
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	for _, s := range bytes.Split(buf, []byte("\n\n")) {
		if bytes.Contains(s, []byte("os/signal.loop")) && bytes.Contains(s, []byte(", background]")) {
			fmt.Printf("os/signal's loop is background work:\n%s\n", s)
			return
		}
	}

	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGUSR1)
	var stop atomic.Bool
	for range runtime.GOMAXPROCS(0) * 2 {
		go func() { // foreground work
			for !stop.Load() {
			}
		}()
	}
	syscall.Kill(os.Getpid(), syscall.SIGUSR1)
	<-c
	stop.Store(true)
	fmt.Println("OK")
}
