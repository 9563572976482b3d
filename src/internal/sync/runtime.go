// Copyright 2024 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package sync

import _ "unsafe"

// defined in package runtime

// SemacquireMutex is like Semacquire, but for profiling contended
// Mutexes and RWMutexes.
// If lifo is true, queue waiter at the head of wait queue.
// skipframes is the number of frames to omit during tracing, counting from
// runtime_SemacquireMutex's caller.
// The different forms of this function just tell the runtime how to present
// the reason for waiting in a backtrace, and is used to compute some metrics.
// Otherwise they're functionally identical.
//
//go:linkname runtime_SemacquireMutex
func runtime_SemacquireMutex(s *uint32, lifo bool, skipframes int)

// Semrelease atomically increments *s and notifies a waiting goroutine
// if one is blocked in Semacquire.
// It is intended as a simple wakeup primitive for use by the synchronization
// library and should not be used directly.
// If handoff is true, pass count directly to the first waiter.
// skipframes is the number of frames to omit during tracing, counting from
// runtime_Semrelease's caller.
//
//go:linkname runtime_Semrelease
func runtime_Semrelease(s *uint32, handoff bool, skipframes int)

// Active spinning runtime support.
// runtime_canSpin reports whether spinning makes sense at the moment.
//
//go:linkname runtime_canSpin
func runtime_canSpin(i int) bool

// runtime_doSpin does active spinning.
//
//go:linkname runtime_doSpin
func runtime_doSpin()

//go:linkname runtime_nanotime
func runtime_nanotime() int64

//go:linkname throw
func throw(string)

//go:linkname fatal
func fatal(string)

// goyield: the runtime counts the sync locks each goroutine holds, once a
// program has used runtime.Yield or runtime.SetBackground, so that it
// never leaves a goroutine that holds one waiting for spare capacity
// (see runtime/synclocks.go).

// SlowBound is 0 until the runtime starts to count locks, and from then
// on math.MaxInt32; it is never cleared. While it is set, Mutex, and
// sync.RWMutex's read side, call runtime_lockAcquire as they take a lock
// (before they wait for it) and runtime_lockRelease after they release
// it and have readied any waiter they wake, so that a goroutine's count
// is never below the number of locks it holds, or whose waiters it has
// yet to wake, where it can be stopped. One variable says both when to count
// and which path to take, so that a goroutine that counted a lock also
// counts its release: it cannot read the variable unset after it has
// read it set.
//
// Its value sends the fast paths to the slow ones, which count: an
// RWMutex's reader count never reaches it, the unlock of a held Mutex
// never leaves it (an odd state), and a Mutex's state equals it only
// with 2^28-1 waiters (stock Go's Mutex holds up to 2^29-1). The fast
// paths of Mutex's Lock and Unlock and sync.RWMutex's RLock and RUnlock
// use it where stock Go's use 0 (Lock takes the lock at once if its
// state is SlowBound, Unlock returns at once if the state it leaves is,
// RLock and RUnlock if the reader count they leave is not below it), so
// that their cost to the inliner stays stock Go's. (A Lock while
// counting tries one CAS that fails; in runtime.BenchmarkSyncLocksCounted
// that cost nothing measurable.)
//
//go:linkname SlowBound runtime.syncSlowBound
var SlowBound int32

//go:linkname runtime_lockAcquire
func runtime_lockAcquire()

//go:linkname runtime_lockRelease
func runtime_lockRelease()
