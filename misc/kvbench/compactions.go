// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"goyield.dev/elastic"
)

// Compaction modes (-compactions): how Pebble's compactions are started.
//
//	pebble      Pebble's own scheduler: a compaction starts on whichever
//	            goroutine finds it due (a flush's end, an ingest, the end
//	            of the previous compaction, the scheduler's granter), so it
//	            is ordinary work unless that goroutine was background work
//	background  every compaction that Pebble asks its scheduler for starts
//	            on one background goroutine (bgScheduler), so that, with
//	            goyield, it and its writer goroutines inherit the
//	            background class and run on spare capacity; with stock Go,
//	            where the class does nothing, it is ordinary work
//
// Pebble asks its scheduler for every compaction but delete-only and
// download compactions, which are cheap here or do not occur. This is
// where CockroachDB plugs compactions into its admission control.
var compactionModes = []string{"pebble", "background"}

func checkCompactions(mode string) error {
	for _, m := range compactionModes {
		if m == mode {
			return nil
		}
	}
	return fmt.Errorf("unknown compaction mode %q (want one of %v)", mode, compactionModes)
}

// bgScheduler is a pebble.CompactionScheduler that starts every
// compaction on its granting goroutine, which is background work. It
// runs as many at a time as the DB allows without permission
// (GetAllowedWithoutPermission, which follows the compaction backlog
// within Options.CompactionConcurrencyRange), as Pebble's default
// scheduler does, but never grants from TrySchedule, whose caller may be
// ordinary work: the DB then keeps the compaction it picked waiting,
// and the granter starts it.
//
// Locking: Pebble orders its scheduler's mutexes after the DB's, and
// calls TrySchedule with the DB's mutex held, so mu is never held across
// a call into the DB but GetAllowedWithoutPermission, which Pebble
// allows.
type bgScheduler struct {
	db   pebble.DBForCompaction
	poke chan struct{} // capacity 1: a grant may be possible
	stop chan struct{} // closed by Unregister
	done chan struct{} // closed as the granter exits

	mu      sync.Mutex
	running int // compactions granted and not yet done
}

// bgGrantInterval is how often the granter looks without being poked:
// the DB's allowance grows with its backlog, which flushes change
// without telling the scheduler. Pebble's own scheduler samples as
// often.
const bgGrantInterval = 100 * time.Millisecond

func newBGScheduler() *bgScheduler {
	return &bgScheduler{
		poke: make(chan struct{}, 1),
		stop: make(chan struct{}),
		done: make(chan struct{}),
	}
}

// Register starts the granter.
func (s *bgScheduler) Register(_ int, db pebble.DBForCompaction) {
	s.db = db
	go s.grant()
}

// Unregister stops the granter and waits until it has made its last call
// into the DB.
func (s *bgScheduler) Unregister() {
	close(s.stop)
	<-s.done
}

// TrySchedule never grants: it wakes the granter, which starts the
// compaction that the DB keeps waiting.
func (s *bgScheduler) TrySchedule() (bool, pebble.CompactionGrantHandle) {
	s.wake()
	return false, nil
}

func (s *bgScheduler) UpdateGetAllowedWithoutPermission() { s.wake() }

func (s *bgScheduler) wake() {
	select {
	case s.poke <- struct{}{}:
	default:
	}
}

// grant is the granting goroutine.
func (s *bgScheduler) grant() {
	defer close(s.done)
	elastic.SetBackground(true)
	tick := time.NewTicker(bgGrantInterval)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-s.poke:
		case <-tick.C:
		}
		select {
		case <-s.stop:
			return // the DB is closing
		default:
		}
		for s.reserve() {
			if ok, _ := s.db.GetWaitingCompaction(); !ok || !s.db.Schedule(bgGrant{s}) {
				s.release()
				break
			}
		}
	}
}

// reserve takes a slot for a compaction if the DB allows one more.
func (s *bgScheduler) reserve() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running >= s.db.GetAllowedWithoutPermission() {
		return false
	}
	s.running++
	return true
}

func (s *bgScheduler) release() {
	s.mu.Lock()
	s.running--
	s.mu.Unlock()
}

// bgGrant is a granted compaction's handle.
type bgGrant struct{ s *bgScheduler }

func (bgGrant) Started()                                          {}
func (bgGrant) MeasureCPU(pebble.CompactionGoroutineKind)         {}
func (bgGrant) CumulativeStats(pebble.CompactionGrantHandleStats) {}

// Done frees the compaction's slot and wakes the granter for the next.
func (g bgGrant) Done() {
	g.s.release()
	g.s.wake()
}
