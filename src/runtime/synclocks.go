// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Lock holders: a goroutine that holds a sync lock never waits for spare
// capacity.
//
// # Design note
//
// Goroutines parked in Yield and background goroutines wait in the yield
// queue for spare capacity, which may not come while foreground work
// keeps every P busy. A goroutine that waits there while it holds a
// sync.Mutex or sync.RWMutex makes the lock's waiters, foreground work
// among them, wait as long. The class stops a background goroutine
// wherever it is, so this happens as often as background work holds
// locks: with 28 background goroutines on 14 Ps, an import into Pebble
// held its block cache's and commit pipeline's locks in the yield queue,
// and YCSB's p99 rose to 52-72 times the idle server's. Yield's callers
// choose where to yield, but may yield holding a lock too.
//
// So once a program has used Yield or the class (yieldArm), Mutex and
// RWMutex report every lock and unlock to the runtime
// (internal/sync.SlowBound), which counts the sync locks each
// goroutine holds in g.bg.locks, and a goroutine that holds one
// (lockHolder) never waits for spare capacity:
//
//   - The class stops a holder only if it must. Requests to stop for
//     other work go first to background goroutines that hold no lock
//     (bgRequestOthers), so that most holders finish the critical
//     section, which usually lasts microseconds, on their P.
//   - A holder that is stopped anyway, for other work or at the end of
//     its turn, or that becomes runnable, goes to a run queue as
//     ordinary work rather than to the yield queue (bgDivert), and
//     made runnable it stops background work for itself as foreground
//     work does (bgForeground). It runs among the
//     foreground work, as a plain goroutine would, and waits for spare
//     capacity again at its first stop after it releases its last lock,
//     which is at once if other work waits (bgHolderReleased).
//     This is inheritance: the foreground work that asked for the P gets
//     it at once, and the holder resumes as soon as the Ps' foreground
//     work lets it, at the cost of a switch.
//   - Yield does not step aside, nor end its caller's turn, while the
//     caller holds a sync lock (yieldAside, yieldGiveWay). This is
//     deferral: the caller chose to yield in a critical section, so it
//     runs on to the end of it as a plain goroutine would. Requeuing it
//     as ordinary work instead, as Gosched does, left it to advance one
//     call at a time among CPU-bound foreground work, its lock's waiters
//     waiting meanwhile.
//
// The lock guard (yieldSysmon), which makes a parked goroutine ordinary
// work for a while when goroutines have waited 10ms for a sync lock, no
// longer counts background goroutines among the waiters
// (yieldLockWaitBegin): it is there for the work that waits for
// background work. Background goroutines blocked on another's lock set
// it off, and the goroutine it made ordinary then ran for a whole time
// slice, stopped by nothing, while foreground work on its P waited.
//
// Measured on a 2-CPU VM: in the shape of a store's block cache
// (TestBackgroundLockHoldersToy, 4 and 28 background goroutines taking
// shards' locks for 10µs every 100µs, a foreground reader every 1ms), the
// slowest round's p99 of how late the reader got its lock fell from 9-19ms
// (mostly late wake-ups, behind goroutines the guard had made ordinary)
// to under 1.5ms; in BenchmarkYieldLockHolder, Yield's foreground
// acquisitions rose by a third, to 1.2 times Gosched's, at half Gosched's
// p99 wait. On a 16-CPU VM, with misc/kvbench's import as background
// goroutines beside YCSB at 14 Ps, YCSB's p99 fell from 4.7-28 times the
// idle server's to 1.4-2.1 times, and in a 2s trace the GET and SET
// handlers' time blocked on sync locks from 13.4s to none (0.15s in all,
// in the commit pipeline's WaitGroup).
//
// A goroutine that releases a sync.WaitGroup's waiters counts as holding a
// lock until it has released them all (sync.WaitGroup.Add's loop), as
// RWMutex.Unlock's writer, which releases readers in a loop, still holds
// the write lock. Before, a background goroutine stopped between two
// releases went to a run queue once, by a flag that its first stop used
// up: stopped again, in the yield queue, it left the rest waiting with it
// while foreground work kept every P busy: in 2 to 10 rounds of 100 of
// TestBackgroundWakesAllBeforeSteppingAside/waitgroup, whose spinners
// leave timers expiring on their Ps, on a 2-CPU VM (none in 80 since).
//
// A count can be wrong: a Mutex may be unlocked by another goroutine than
// the one that locked it, or never unlocked, and locks taken before
// counting began are not counted. So a goroutine is a holder for at most
// lockHoldBound from when it was first found holding locks, until its
// count falls to zero; after that it waits for spare capacity as any
// other, and the lock guard (yieldSysmon) gets a lock it holds released.
// The count is then forgotten, so that a count left above zero by a lock
// unlocked elsewhere does not leave the goroutine's later critical
// sections unprotected for good: a bound starts again at its next release
// of its own that empties its count, or finds it forgotten, as the unlock
// of a lock held past the bound does. Not at its next lock: a
// goroutine whose locks others go on unlocking was a holder again at
// each, for another lockHoldBound, and so ordinary work most of the time.
//
// Channels used as locks. Pebble lets one ingestion at a time into its
// commit pipeline through a chan struct{} of capacity 1, held while the
// ingestion applies its files and publishes its sequence number, and
// every commit after it waits for that in a sync.WaitGroup. So the class
// also counts, in g.bg.chans, a token channel of capacity 1 filled by a
// send statement and emptied by a receive of the same goroutine: the
// idiom of a channel used as a mutex (chanLockAcquired). That is a
// guess: a goroutine that signals another through such a channel counts
// as holding it. Channels of values are left out for that reason (Pebble's
// sstable writer hands each block it compresses to its write queue
// through a chan bool of capacity 1, and counting those made every
// importing goroutine a holder), and only the class uses the count
// (bgLockHolder), for at most chanHoldBound, after which it is
// forgotten; Yield's callers choose where they yield. On a 16-CPU VM,
// with kvbench's import as background goroutines beside YCSB A at 14 Ps
// (two rounds of each build), the p99 of the server's time in a SET fell
// from 265-305µs to 94µs, the slowest update from 14.5ms to 6.0-6.4ms,
// and in a 3s trace the SETs' time blocked in the commit pipeline's
// WaitGroup from 0.50s to 0.08s. At 8 Ps the import itself ran at 0.84
// to 0.92 of its rows/s before in five rounds of six, for a reason its
// traces did not show (misc/kvbench's README, round 5).
//
// What this cannot see: other locks (a semaphore of more slots, a channel
// lock taken in a select, a flag guarded by a sync.Cond, a spin lock on
// an atomic), and waits that are not for a lock at all, such as a
// sync.WaitGroup that waits for a goroutine to finish some work that
// holds no lock. The lock guard still covers a parked holder of a sync
// lock that the count misses. The runtime's own locks need nothing: a
// goroutine that holds one cannot be stopped. Its semaphores can be held
// across a stop: gcStart holds the world's while it starts the mark
// workers, each of which stops the background goroutine that started it,
// and gcMarkDone, which a mark assist runs, holds it too. Both count as
// holding a lock (lockAcquire), so that a stop of the world, or a
// foreground allocation that would start the next collection, does not
// wait for spare capacity (TestBackgroundGCStart: ReadMemStats waited
// until the foreground stopped); so does stopTheWorldGC's gcsema, held
// by GOMAXPROCS and SetDefaultGOMAXPROCS across a start of the world.
//
// Every release is counted after the lock is free and its next holder
// woken: a goroutine stopped in between, at semrelease's stack check say,
// with its count at zero, would wait for spare capacity while the lock's
// waiters wait for it to wake them (Mutex's unlockSlow had set
// mutexWoken, so no later Unlock woke anyone), or while its semaphore
// kept the next collection from starting. Asked meanwhile to step aside
// for the goroutine it woke, it does so as a holder, to a run queue, and
// the goroutine it woke runs first (TestBackgroundReleaseCounted).
//
// Cost. Until a program uses Yield or the class, Lock, Unlock, RLock and
// RUnlock pay one load of a variable that is never set: they compare a
// mutex's state or a reader count with syncSlowBound where they compared
// it with 0, which costs the inliner nothing more, so that a function
// that calls them is inlined exactly where it is with stock Go
// (test/inline_sync.go checks some); TryLock and TryRLock are no longer
// inlined, as the call that counts puts them over the inliner's budget.
// After, each lock and unlock calls into the runtime to count. A send
// statement and a receive (chansend1, chanrecv1, chanrecv2) pay one load
// of syncSlowBound, and once it is set a call that checks the
// channel's capacity and element size.

package runtime

import (
	"internal/runtime/atomic"
	_ "unsafe" // for go:linkname
)

// syncSlowBound is internal/sync.SlowBound: set by yieldArm, once, to a
// value that an RWMutex's reader count (at most rwmutexMaxReaders) never
// reaches, nor a Mutex's state short of 2^28-1 waiters, it sends Mutex's
// Lock and Unlock, RLock and RUnlock to their slow paths, and tells those
// and sync.WaitGroup to report to lockAcquire and lockRelease.
//
//go:linkname syncSlowBound
var syncSlowBound int32

// lockHoldBound is how long a goroutine found holding sync locks is
// scheduled as ordinary work before it waits for spare capacity anyway,
// if its count does not fall to zero first. It is ten time slices
// (forcePreemptNS): long enough for a critical section of milliseconds
// to end while the goroutine shares a busy P with foreground work, as a
// plain goroutine would, and short enough that a count that never falls
// to zero (a lock unlocked by another goroutine, or never) lets a
// background goroutine compete with foreground work only briefly.
const lockHoldBound = 10 * forcePreemptNS

// lockAcquire counts a sync lock the calling goroutine takes, or is
// about to wait for.
//
//go:nosplit
func lockAcquire() {
	getg().bg.locks++
}

// lockRelease counts a sync lock the calling goroutine has released.
//
//go:nosplit
func lockRelease() {
	gp := getg()
	if gp.bg.locks > 0 { // 0: locked before counting began, or by another goroutine
		gp.bg.locks--
		if gp.bg.locks == 0 {
			gp.bg.heldSince = 0
			if gp.bg.holder {
				bgHolderReleased(gp)
			}
		}
	} else {
		// A lock whose count was forgotten while it was held
		// (lockHolder), or one taken before counting began: this
		// release of its own starts a new bound, as one that empties
		// the count does. Else the old time would stay, past the
		// bound, and each later critical section in which the
		// goroutine is found holding (a Yield in each, say) would
		// have its count forgotten at once.
		gp.bg.heldSince = 0
	}
}

// chanHoldBound is how long a background goroutine found holding a
// channel as a lock is scheduled as ordinary work, if its count does not
// fall to zero first. A count of channels is a guess (see
// chanLockAcquired), so the bound is one time slice (forcePreemptNS),
// as a plain goroutine would run: long enough for a critical section of
// a few milliseconds to end, and the most a wrong guess costs before it
// is forgotten.
const chanHoldBound = forcePreemptNS

// chanLockAcquired counts a channel the calling goroutine is about to
// fill, as a lock it holds, if c is a token channel of capacity 1 and the
// send blocking: that is the idiom of a channel used as a mutex, as in
//
//	sem := make(chan struct{}, 1)
//	sem <- struct{}{} // lock
//	...
//	<-sem // unlock
//
// Channels of values are left out: a goroutine that hands each of its
// results to a receiver through a channel of capacity 1 (Pebble's
// sstable writer does, for each block it compresses) never receives
// from it, and would count as holding it. A goroutine that signals
// through a token channel so is counted, until the count is forgotten
// (bgLockHolder). Sends in a select, and semaphores of more than one
// slot, are not counted.
//
// It counts before the send, as lockSlow counts a Mutex before it waits:
// a goroutine blocked sending is handed the lock by the receive that
// unlocks it, which readies it, and it must be a holder by then (bgDivert)
// rather than wait for spare capacity with the lock.
//
//go:nosplit
func chanLockAcquired(c *hchan) {
	if c != nil && c.dataqsiz == 1 && c.elemsize == 0 {
		getg().bg.chans++
	}
}

// chanLockUnlocks reports whether a receive from c by the calling
// goroutine is the unlock of a channel used as a lock: c is a token
// channel of capacity 1 that holds its token, and the goroutine holds
// one, or held one whose count was forgotten (chanSince). A receive from
// an empty channel, which waits (for a signal, say) or finds it closed,
// is no unlock: a goroutine that waits so holding a channel lock still
// holds it when it wakes.
//
//go:nosplit
func chanLockUnlocks(c *hchan) bool {
	gp := getg()
	return (gp.bg.chans > 0 || gp.bg.chanSince != 0) && c != nil && c.dataqsiz == 1 && c.elemsize == 0 && atomic.Loaduint(&c.qcount) != 0
}

// chanLockReleased counts the unlock of a channel used as a lock
// (chanLockUnlocks), after the receive: stopped before the receive has
// woken a goroutine blocked sending, which takes the lock, the caller
// would wait for spare capacity with the lock's next holder still
// blocked.
//
//go:nosplit
func chanLockReleased() {
	if gp := getg(); gp.bg.chans > 0 {
		gp.bg.chans--
		if gp.bg.chans == 0 {
			gp.bg.chanSince = 0
			if gp.bg.holder {
				bgHolderReleased(gp)
			}
		}
	} else {
		// The count was forgotten (bgLockHolder) while the goroutine
		// held the channel: its unlock starts a new bound, as in
		// lockRelease.
		gp.bg.chanSince = 0
	}
}

//go:linkname internal_sync_lockAcquire internal/sync.runtime_lockAcquire
//go:nosplit
func internal_sync_lockAcquire() { lockAcquire() }

//go:linkname internal_sync_lockRelease internal/sync.runtime_lockRelease
//go:nosplit
func internal_sync_lockRelease() { lockRelease() }

// internal/poll's fdMutex, the read and write locks of every os.File and
// net.Conn, counts too: a background goroutine stopped inside a Write to
// os.Stderr would otherwise leave foreground writers to the same file
// waiting for spare capacity.
//
//go:linkname poll_lockAcquire internal/poll.runtime_lockAcquire
//go:nosplit
func poll_lockAcquire() { lockAcquire() }

//go:linkname poll_lockRelease internal/poll.runtime_lockRelease
//go:nosplit
func poll_lockRelease() { lockRelease() }

//go:linkname sync_lockAcquire sync.runtime_lockAcquire
//go:nosplit
func sync_lockAcquire() { lockAcquire() }

//go:linkname sync_lockRelease sync.runtime_lockRelease
//go:nosplit
func sync_lockRelease() { lockRelease() }

// lockClock is the clock of g.bg.heldSince and chanSince: nanotime in
// units of 2^lockClockShift ns (about 1ms), in an int32; never 0, which
// means unset. A millisecond's resolution serves bounds of 10ms and
// 100ms, and 4 bytes a clock keep g in its size class (bgG). The clock
// wraps: see lockWithin.
func lockClock() int32 {
	if c := int32(nanotime() >> lockClockShift); c != 0 {
		return c
	}
	return 1
}

const lockClockShift = 20

// lockWithin reports whether lockClock now is within bound of since: at
// most bound in lockClock's units, rounded up, after it, which is at least
// bound later, and at most two units more. A since that stays while the
// goroutine runs on (forgotten counts do, for good) reads as past the
// bound once the clock has moved 2^31 units (25 days) on, where their
// difference turns negative, rather than as within it; it reads as within
// it again only for bound every 2^32 units (50 days).
func lockWithin(now, since int32, bound int64) bool {
	d := now - since
	return d >= 0 && d <= int32((bound+1<<lockClockShift-1)>>lockClockShift)
}

// lockHolder reports whether gp, which is about to wait for spare
// capacity, holds sync locks and so is to be scheduled as ordinary work
// instead. gp is the current goroutine, or one that cannot run.
func lockHolder(gp *g) bool {
	if gp.bg.locks == 0 {
		return false
	}
	now := lockClock()
	if gp.bg.heldSince == 0 {
		gp.bg.heldSince = now
		return true
	}
	if lockWithin(now, gp.bg.heldSince, lockHoldBound) {
		return true
	}
	// Forget the count: a lock held this long, or more likely one
	// unlocked by another goroutine, or never, which would otherwise
	// keep the count above zero and gp's later critical sections
	// unprotected for good. heldSince stays, as chanSince does, so that
	// a goroutine whose locks others go on unlocking is not a holder
	// again, for another bound, at its next lock: only a release of its
	// own (lockRelease) starts a new bound.
	gp.bg.locks = 0
	return false
}

// bgLockHolder is lockHolder for a background goroutine stopped by the
// class: one that holds a channel as a lock, for up to chanHoldBound from
// when it was first found holding it, is a holder too. Yield's callers
// choose where they yield, and lockHolder leaves channels out for them:
// a loop that hands each item to a receiver through such a channel, and
// yields between items, would otherwise never step aside.
func bgLockHolder(gp *g) bool {
	if gp.bg.chans != 0 {
		now := lockClock()
		if gp.bg.chanSince == 0 {
			gp.bg.chanSince = now
		}
		if lockWithin(now, gp.bg.chanSince, chanHoldBound) {
			return true
		}
		// Forget the channels: a lock held this long, or more likely
		// a token handed to another goroutine, which emptied the
		// channel. The count of sync locks, and its bound, are apart,
		// so that Yield's deferral never depends on this guess.
		// chanSince stays, so that a goroutine that goes on signalling
		// through such a channel is not a holder again at its next
		// send: only an unlock of its own (a receive that empties
		// its count, or finds it forgotten) starts a new bound.
		gp.bg.chans = 0
	}
	return lockHolder(gp)
}

// yieldArm arms the lock guard and the counting of sync locks, when a
// goroutine first steps aside in Yield or joins the background class.
func yieldArm() {
	if !sched.yield.used.Load() {
		// One variable, which a goroutine cannot read unset after it
		// has read it set: a Lock or TryLock that counted finds it set
		// at its Unlock. (A release of a lock that was not counted, as
		// counting starts, is ignored if the count is 0, and else takes
		// another lock's.)
		syncSlowBound = 1<<31 - 1
		sched.yield.used.Store(true)
	}
}
