// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/vfs"

	"goyield.dev/elastic"
)

// bgScheduler runs the compactions that Pebble schedules, all of them on
// background goroutines with goyield, and lets the DB close.
func TestBGSchedulerCompacts(t *testing.T) {
	fs := vfs.NewMem()
	// Overlapping tables in L0, flushed with compactions off, so that
	// the compactions run alone after the reopening below.
	db, err := pebble.Open("db", &pebble.Options{FS: fs, Logger: quietLogger{}, DisableAutomaticCompactions: true})
	if err != nil {
		t.Fatal(err)
	}
	for f := range 8 {
		for i := range 200 {
			if err := db.Set(fmt.Appendf(nil, "key%04d", i*7%200), fmt.Appendf(nil, "value %d of flush %d", i, f), pebble.NoSync); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	// The class is read as each compaction begins: a compaction's
	// goroutine inherits the class provisionally, and becomes foreground
	// work for good once it and a foreground goroutine wake each other
	// through a sync.Cond or a channel, which happened before the
	// compaction's end in 46 runs of 300 here (most likely Pebble's
	// manifest lock, versionSet.writerCond, a sync.Cond).
	var ran, background atomic.Int64
	opts := &pebble.Options{
		FS:                    fs,
		Logger:                quietLogger{},
		L0CompactionThreshold: 2,
		EventListener: &pebble.EventListener{
			CompactionBegin: func(info pebble.CompactionInfo) {
				if strings.Contains(info.Reason, "delete-only") {
					return
				}
				ran.Add(1)
				background.Add(int64(currentClass()))
			},
		},
	}
	opts.Experimental.CompactionScheduler = newBGScheduler()
	db, err = pebble.Open("db", opts)
	if err != nil {
		t.Fatal(err)
	}
	// Compactions run asynchronously; this bounds a broken scheduler's
	// wait, not how fast a working one is.
	for deadline := time.Now().Add(30 * time.Second); db.Metrics().Levels[0].TablesCount > 1 || ran.Load() == 0; {
		if time.Now().After(deadline) {
			t.Fatalf("%d compactions ran; L0 has %d tables", ran.Load(), db.Metrics().Levels[0].TablesCount)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	n, bg := ran.Load(), background.Load()
	t.Logf("%d compactions, %d of them background work", n, bg)
	if elastic.Fork && bg != n {
		t.Errorf("%d of %d compactions ran as background work, want all", bg, n)
	}
}

func TestCheckCompactions(t *testing.T) {
	for _, m := range compactionModes {
		if err := checkCompactions(m); err != nil {
			t.Errorf("checkCompactions(%q) = %v", m, err)
		}
	}
	if err := checkCompactions("bogus"); err == nil || !strings.Contains(err.Error(), "bogus") {
		t.Errorf("checkCompactions(\"bogus\") = %v, want an error naming it", err)
	}
}

// The compaction mode is in a run's name only when it is not Pebble's
// own.
func TestConfigName(t *testing.T) {
	c := config{2, "a", "elastic", "fork", "pebble"}
	if got, want := c.Name(), "BenchmarkKV/procs=2/workload=a/config=elastic/toolchain=fork"; got != want {
		t.Errorf("Name() = %q, want %q", got, want)
	}
	c.compactions = "background"
	if got, want := c.Name(), "BenchmarkKV/procs=2/workload=a/config=elastic/toolchain=fork/compactions=background"; got != want {
		t.Errorf("Name() = %q, want %q", got, want)
	}
}
