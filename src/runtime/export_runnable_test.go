// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Export guts of runtime.NumRunnableGoroutines and runtime.CurrentP for
// testing.

package runtime

import "internal/runtime/atomic"

// RunqlenSnapshot returns what NumRunnableGoroutines counts for a P
// whose local run queue has the given head and tail, and whose runnext
// is set if next is true.
func RunqlenSnapshot(head, tail uint32, next bool) int {
	pp := new(p)
	pp.runqhead = head
	pp.runqtail = tail
	if next {
		pp.runnext.set(new(g))
	}
	return runqlenSnapshot(pp)
}

// IsCurrentP reports whether the caller runs on allp[id]. The caller
// must not be preemptible (see Unpreemptible) for the answer to mean
// anything.
func IsCurrentP(id int) bool {
	mp := acquirem()
	ok := 0 <= id && id < len(allp) && allp[id] == mp.p.ptr()
	releasem(mp)
	return ok
}

// StopPending reports whether the scheduler is waiting for the caller's
// P to stop or to reach a safe point: a goroutine that keeps its P with
// preemption disabled must give it up then, or the program deadlocks.
func StopPending() bool {
	mp := acquirem()
	pending := sched.gcwaiting.Load() || atomic.Load(&mp.p.ptr().runSafePointFn) != 0
	releasem(mp)
	return pending
}
