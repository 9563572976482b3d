// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package context

import _ "unsafe" // for go:linkname

// cancelCtxKey should be an internal detail, but CockroachDB's ctxutil,
// built for CockroachDB's Go fork, accesses it using linkname, to tell
// whether a context's cancellation can be watched without a goroutine.
// Do not remove or change the type signature.
//
//go:linkname cancelCtxKey

// PropagateCancel arranges for f to be called when parent is done, on the
// goroutine that cancels parent, before that cancellation returns. Unlike
// [AfterFunc], which starts a goroutine to run f, it starts none where
// it can: f has taken effect by the time the cancellation returns, and a
// program that cancels many contexts does not start as many goroutines.
// It suits short callbacks such as canceling a context in another tree,
// or closing a stream.
//
// PropagateCancel reports whether it arranged the call. It returns false,
// and never calls f, only if parent can never be canceled: its Done
// method returns nil, as for [Background] and [WithoutCancel].
//
// If parent is already done, PropagateCancel calls f before it returns,
// on the calling goroutine, and returns true.
//
// Otherwise, if parent is a context returned by this package's With
// functions, or derived from one by [WithValue] or by a custom Context
// whose Value method passes the lookup on to the context it wraps and
// whose Done method returns that context's channel, f runs once, on the
// goroutine that cancels parent: the one that calls parent's
// [CancelFunc] or [CancelCauseFunc], the one on which parent's deadline
// timer fires, or, if parent is canceled because a context it derives
// from is, the goroutine that cancels that context (for a custom context
// in between, the goroutine that watches it, as below). When f runs,
// parent's Err method returns non-nil, and once the cancellation has
// returned, [Cause](parent) returns its cause. Of any other parent, only
// a goroutine can watch the cancellation: f then runs as AfterFunc(parent,
// f) runs it, on a goroutine of its own (or through parent's own
// AfterFunc method, if it has one).
//
// Where f runs on the canceling goroutine, it runs while this package
// holds the locks of parent and of the contexts between parent and the
// one being canceled. It must be quick, must not block or panic, and
// must not use those locks: it must not call Cause on parent or on a
// context parent derives from, derive a new context from one of them, or
// register an AfterFunc on one; each would wait forever. Nor may it
// cancel parent, or a context parent derives from (as an f that ends a
// worker's group when the worker's context is done would): that
// cancellation reaches parent and waits for its lock. f can start a
// goroutine to do it. It may call Err, and cancel any other context,
// also one that derives from parent or from a context parent derives
// from. The restrictions do not apply when parent is already done and f
// runs in PropagateCancel itself.
//
// Once registered, f cannot be unregistered: parent keeps a reference to
// it until parent is done. Each call registers f anew.
//
// PropagateCancel is provided by the goyield toolchain, for programs
// written for CockroachDB's Go fork, which has the same function; code
// that must also build with other toolchains can use the build tag
// goexperiment.goyield.
func PropagateCancel(parent Context, f func()) bool {
	if parent == nil {
		panic("context: PropagateCancel with nil parent")
	}
	if f == nil {
		panic("context: PropagateCancel with nil func")
	}
	done := parent.Done()
	if done == nil {
		return false // parent is never canceled
	}
	select {
	case <-done:
		f()
		return true
	default:
	}
	p, ok := parentCancelCtx(parent)
	if !ok {
		// Only a goroutine, or parent's own AfterFunc method, can
		// watch parent.
		AfterFunc(parent, f)
		return true
	}
	p.mu.Lock()
	if p.err.Load() != nil {
		// Canceled since the check above.
		p.mu.Unlock()
		f()
		return true
	}
	if p.children == nil {
		p.children = make(map[canceler]struct{})
	}
	p.children[&propagatedFunc{f: f}] = struct{}{}
	p.mu.Unlock()
	return true
}

// A propagatedFunc is registered by PropagateCancel as a child of a
// cancelCtx, which calls its cancel method once, when it is canceled,
// with its own lock held, and then forgets it.
type propagatedFunc struct {
	f func()
}

func (c *propagatedFunc) cancel(removeFromParent bool, err, cause error) {
	c.f()
}

// Done returns nil: a propagatedFunc is never a parent.
func (c *propagatedFunc) Done() <-chan struct{} {
	return nil
}
