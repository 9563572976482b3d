// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goexperiment.goyield

package sync_test

import (
	"os"
	"runtime"
	"testing"
)

// TestMain runs sync's tests with the runtime counting the locks each
// goroutine holds, as it does in every program that has used
// runtime.Yield or runtime.SetBackground (runtime/synclocks.go), when
// GOYIELD_SYNC_COUNTING=1: Mutex, RWMutex and WaitGroup then take paths
// that programs which never use those APIs do not, and sync's tests must
// pass on both (run.bash runs them so).
func TestMain(m *testing.M) {
	if os.Getenv("GOYIELD_SYNC_COUNTING") == "1" {
		runtime.SetBackground(true) // counting starts, for good
		runtime.SetBackground(false)
	}
	os.Exit(m.Run())
}
