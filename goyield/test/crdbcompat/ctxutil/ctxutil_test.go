// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package ctxutil_test

import (
	"context"
	"errors"
	"testing"

	"crdbcompat/ctxutil"
)

// f runs before the cancel function returns.
func TestWhenDoneSynchronous(t *testing.T) {
	parent, cancel := context.WithCancelCause(context.Background())
	child, cancelChild := context.WithCancel(context.WithValue(parent, "k", "v"))
	defer cancelChild()
	called := 0
	if !ctxutil.WhenDone(child, func() { called++ }) {
		t.Fatal("WhenDone = false for a cancelable context")
	}
	cause := errors.New("drain")
	cancel(cause)
	if called != 1 {
		t.Fatalf("f called %d times when cancel returned, want 1", called)
	}
	if got := context.Cause(child); got != cause {
		t.Errorf("Cause(child) = %v, want %v", got, cause)
	}
}

// Already done: f runs at once.
func TestWhenDoneAlreadyDone(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	cancel()
	called := false
	ctxutil.WhenDone(parent, func() { called = true })
	if !called {
		t.Error("f not called for a context already done")
	}
}

// foreignCtx is cancelable, but not by the context package.
type foreignCtx struct {
	context.Context
	done chan struct{}
}

func (c foreignCtx) Done() <-chan struct{} { return c.done }

func (c foreignCtx) Err() error {
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}

// A context the context package cannot watch is accepted too (WhenDone
// would panic otherwise), and f runs once it is done.
func TestWhenDoneForeign(t *testing.T) {
	parent := foreignCtx{context.Background(), make(chan struct{})}
	if ctxutil.Direct(parent) {
		t.Error("Direct(foreign) = true")
	}
	ran := make(chan struct{})
	if !ctxutil.WhenDone(parent, func() { close(ran) }) {
		t.Fatal("WhenDone = false for a cancelable context")
	}
	close(parent.done)
	<-ran
}

// Direct sees the context package's contexts, through WithValue too.
func TestDirect(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if !ctxutil.Direct(ctx) || !ctxutil.Direct(context.WithValue(ctx, "k", "v")) {
		t.Error("Direct(WithCancel) or Direct(WithValue(WithCancel)) = false")
	}
	if ctxutil.Direct(context.Background()) {
		t.Error("Direct(Background) = true")
	}
}

func TestWhenDoneNeverDone(t *testing.T) {
	if ctxutil.WhenDone(context.Background(), func() { t.Error("f called") }) {
		t.Error("WhenDone(Background) = true")
	}
}
