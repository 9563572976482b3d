// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// niceOf returns the nice value in a /proc/.../stat file.
func niceOf(t *testing.T, stat string) int {
	b, err := os.ReadFile(stat)
	if err != nil {
		t.Fatal(err)
	}
	// The fields after the command's closing parenthesis start with
	// the state, the third field; nice is the nineteenth.
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	n, err := strconv.Atoi(f[19-3])
	if err != nil {
		t.Fatalf("%s: %v", stat, err)
	}
	return n
}

// The class niceprocess's worker runs at nice 19, and the thread that
// started it does not go on running this process's goroutines at nice 19.
func TestStartNiced(t *testing.T) {
	cmd := exec.Command("sleep", "10")
	if err := startNiced(cmd, 19); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	if got := niceOf(t, "/proc/"+strconv.Itoa(cmd.Process.Pid)+"/stat"); got != 19 {
		t.Errorf("the worker's nice value is %d, want 19", got)
	}
	main := "/proc/self/task/" + strconv.Itoa(os.Getpid()) + "/stat"
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		stats, err := filepath.Glob("/proc/self/task/*/stat")
		if err != nil {
			t.Fatal(err)
		}
		niced := 0
		for _, s := range stats {
			// If the goroutine that forked ran on the main thread,
			// which cannot exit, the runtime parks that thread for
			// good instead.
			if s == main {
				continue
			}
			if niceOf(t, s) != 0 {
				niced++
			}
		}
		if niced == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of this process's threads have a nice value other than 0 after starting a niced child", niced)
		}
	}
}
