// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package runtime

// Elsewhere than on Linux, threads have no deadline timer of their own
// (see background_linux.go): requests that a background goroutine stop
// signal at once, the yield poller preempts a background goroutine for an
// expired timer, and nothing watches the poller.

func bgMExit(mp *m) {}

func bgArmOwn(pp *p) {}

func bgRearm(pp *p) {}

func bgArmP(pp *p) bool { return false }

func bgWatchPoller(wake int64) {}

func bgUnwatchPoller(now int64) {}

func bgPollerDone() {}

// yieldPollerOverdue reports whether an M in findRunnable is to poll the
// network though the poller is blocked in it: never, where no thread's
// timer watches the poller.
func yieldPollerOverdue() bool { return false }

func bgPollerSlice() {}

func bgNoClone(mp *m) bool { return false }
