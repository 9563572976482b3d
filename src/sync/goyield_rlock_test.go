// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package sync_test

import (
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// A reader that waits in RLock shows in the block profile with RLock as
// its first frame, as with stock Go, and not goyield's slow path
// (rlockSlow), which makes the wait now: programs that never use the
// fork's APIs see what they see with stock Go (with GOYIELD_SYNC_COUNTING=1,
// the path of one that does).
func TestRLockBlockProfileFrame(t *testing.T) {
	runtime.SetBlockProfileRate(1)
	defer runtime.SetBlockProfileRate(0)
	for try := 1; ; try++ {
		var rw sync.RWMutex
		rw.Lock()
		started, done := make(chan bool), make(chan bool)
		go func() {
			started <- true
			rlockBlocked(&rw)
			done <- true
		}()
		<-started
		time.Sleep(time.Duration(try) * 10 * time.Millisecond)
		rw.Unlock()
		<-done
		if stk := rlockBlockStack(); stk != nil {
			if stk[0] != "sync.(*RWMutex).RLock" {
				t.Fatalf("a reader blocked in RLock has the block profile stack %v; want sync.(*RWMutex).RLock first", stk)
			}
			return
		}
		if try == 5 {
			t.Fatal("no block profile record of the blocked reader")
		}
		// The reader had not reached RLock before the writer left.
	}
}

//go:noinline
func rlockBlocked(rw *sync.RWMutex) {
	rw.RLock()
	rw.RUnlock()
}

// rlockBlockStack returns the functions of the block profile's record of
// rlockBlocked's wait, innermost first, or nil.
func rlockBlockStack() []string {
	n, _ := runtime.BlockProfile(nil)
	recs := make([]runtime.BlockProfileRecord, n+50)
	n, ok := runtime.BlockProfile(recs)
	if !ok {
		return rlockBlockStack() // more records since: again
	}
	for _, r := range recs[:n] {
		var funcs []string
		frames := runtime.CallersFrames(r.Stack())
		for {
			f, more := frames.Next()
			funcs = append(funcs, f.Function)
			if !more {
				break
			}
		}
		if strings.Contains(strings.Join(funcs, " "), "sync_test.rlockBlocked") {
			return funcs
		}
	}
	return nil
}
