// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package context_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// goid returns the calling goroutine's ID, as its stack trace shows it.
func goid() string {
	var buf [64]byte
	s := string(buf[:runtime.Stack(buf[:], false)])
	s, _, _ = strings.Cut(strings.TrimPrefix(s, "goroutine "), " ")
	return s
}

// propagateRecorder is a func for PropagateCancel that records each call:
// on which goroutine, and what parent's Err returned then.
type propagateRecorder struct {
	parent context.Context
	mu     sync.Mutex
	calls  int
	goid   string
	err    error
}

func (r *propagateRecorder) f() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls++
	r.goid = goid()
	r.err = r.parent.Err()
}

func (r *propagateRecorder) get() (calls int, goid string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.calls, r.goid, r.err
}

// check checks that f was called once, on goroutine id, and saw
// parent.Err() == wantErr.
func (r *propagateRecorder) check(t *testing.T, id string, wantErr error) {
	t.Helper()
	calls, g, err := r.get()
	if calls != 1 {
		t.Fatalf("f called %d times, want 1", calls)
	}
	if g != id {
		t.Errorf("f ran on goroutine %s, want %s", g, id)
	}
	if err != wantErr {
		t.Errorf("parent.Err() = %v in f, want %v", err, wantErr)
	}
}

// cancelOn calls cancel on a new goroutine and returns that goroutine's
// ID once cancel has returned.
func cancelOn(cancel func()) string {
	id := make(chan string)
	go func() {
		cancel()
		id <- goid()
	}()
	return <-id
}

func TestPropagateCancel(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	r := &propagateRecorder{parent: parent}
	if !context.PropagateCancel(parent, r.f) {
		t.Fatal("PropagateCancel(WithCancel context) = false, want true")
	}
	if calls, _, _ := r.get(); calls != 0 {
		t.Fatalf("f called %d times before parent was canceled", calls)
	}
	id := cancelOn(cancel)
	r.check(t, id, context.Canceled)
	cancel()
	if calls, _, _ := r.get(); calls != 1 {
		t.Errorf("f called %d times after a second cancel, want 1", calls)
	}
	if got := context.Cause(parent); got != context.Canceled {
		t.Errorf("Cause(parent) = %v, want Canceled", got)
	}
}

// Each call registers its func, even the same func twice.
func TestPropagateCancelMany(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	var n atomic.Int32
	f := func() { n.Add(1) }
	for range 10 {
		context.PropagateCancel(parent, f)
	}
	cancel()
	if got := n.Load(); got != 10 {
		t.Errorf("10 registrations made %d calls", got)
	}
}

// Contexts that are never canceled are refused, and f is never called.
func TestPropagateCancelRefused(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, tt := range []struct {
		name   string
		parent context.Context
	}{
		{"Background", context.Background()},
		{"TODO", context.TODO()},
		{"WithValue(Background)", context.WithValue(context.Background(), "k", "v")},
		{"WithoutCancel", context.WithoutCancel(ctx)},
	} {
		called := false
		if context.PropagateCancel(tt.parent, func() { called = true }) {
			t.Errorf("PropagateCancel(%s) = true, want false", tt.name)
		}
		if called {
			t.Errorf("PropagateCancel(%s) called f", tt.name)
		}
	}
}

// A cancelable context whose cancellation only a goroutine can watch is
// accepted too, as CockroachDB's code expects of any context whose Done
// is not nil: f runs as AfterFunc's would, through the context's own
// AfterFunc method if it has one.
func TestPropagateCancelCustom(t *testing.T) {
	t.Run("own Done channel", func(t *testing.T) {
		parent := &closingCtx{Context: context.Background(), done: make(chan struct{})}
		ran := make(chan struct{})
		if !context.PropagateCancel(parent, func() { close(ran) }) {
			t.Fatal("PropagateCancel(custom) = false, want true")
		}
		select {
		case <-ran:
			t.Fatal("f ran before the custom context was done")
		case <-time.After(10 * time.Millisecond):
		}
		close(parent.done)
		<-ran
	})
	t.Run("AfterFunc method", func(t *testing.T) {
		parent := &afterFuncContext{}
		ran := make(chan struct{})
		if !context.PropagateCancel(parent, func() { close(ran) }) {
			t.Fatal("PropagateCancel(custom with AfterFunc) = false, want true")
		}
		parent.mu.Lock()
		n := len(parent.afterFuncs)
		parent.mu.Unlock()
		if n != 1 {
			t.Fatalf("PropagateCancel registered %d AfterFuncs with the custom context, want 1", n)
		}
		parent.cancel(context.Canceled)
		<-ran
	})
}

// closingCtx is cancelable, but not by this package: its Done channel is
// its own.
type closingCtx struct {
	context.Context
	done chan struct{}
}

func (c *closingCtx) Done() <-chan struct{} { return c.done }

func (c *closingCtx) Err() error {
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}

// f may cancel a context that derives from a context parent derives from:
// canceling it removes it from that context, which the canceling goroutine
// may hold the lock of, dropping its children, parent among them.
func TestPropagateCancelSharedAncestor(t *testing.T) {
	for range 20 { // the order in which root cancels its children varies
		root, stop := context.WithCancel(context.Background())
		conn, cancelConn := context.WithCancel(root)
		work, cancelWork := context.WithCancel(root)
		context.PropagateCancel(conn, cancelWork)
		done := make(chan struct{})
		go func() {
			stop()
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("canceling a common ancestor did not return: f's cancel waits for the ancestor's lock")
		}
		if work.Err() == nil {
			t.Fatal("f did not cancel work")
		}
		cancelConn()
	}
}

// If parent is already done, f runs at once, on the caller's goroutine,
// with no lock held: it may call Cause.
func TestPropagateCancelAlreadyDone(t *testing.T) {
	cause := errors.New("cause")
	canceled, cancel := context.WithCancelCause(context.Background())
	cancel(cause)
	expired, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for _, tt := range []struct {
		name      string
		parent    context.Context
		err, want error
	}{
		{"canceled with cause", canceled, context.Canceled, cause},
		{"derived from canceled", context.WithValue(canceled, "k", "v"), context.Canceled, cause},
		{"deadline passed", expired, context.DeadlineExceeded, context.DeadlineExceeded},
		{"custom done", closedCtx{context.Background()}, context.Canceled, context.Canceled},
	} {
		var gotCause error
		r := &propagateRecorder{parent: tt.parent}
		ok := context.PropagateCancel(tt.parent, func() {
			r.f()
			gotCause = context.Cause(tt.parent)
		})
		if !ok {
			t.Errorf("%s: PropagateCancel = false, want true", tt.name)
			continue
		}
		r.check(t, goid(), tt.err)
		if gotCause != tt.want {
			t.Errorf("%s: Cause(parent) = %v in f, want %v", tt.name, gotCause, tt.want)
		}
	}
}

// closedCtx is a custom Context that is done.
type closedCtx struct {
	context.Context
}

func (closedCtx) Done() <-chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}

func (closedCtx) Err() error { return context.Canceled }

// wrappedCtx is a custom Context that wraps a cancelCtx, passing on
// Value lookups and returning its Done channel, as tracing and logging
// contexts do.
type wrappedCtx struct {
	context.Context
}

func (c wrappedCtx) Value(key any) any {
	if key == "wrapped" {
		return true
	}
	return c.Context.Value(key)
}

func TestPropagateCancelWrapped(t *testing.T) {
	inner, cancel := context.WithCancelCause(context.Background())
	parent := wrappedCtx{inner}
	r := &propagateRecorder{parent: parent}
	if !context.PropagateCancel(parent, r.f) {
		t.Fatal("PropagateCancel(custom context wrapping a cancelCtx) = false, want true")
	}
	// Wrapped twice, as a value context of a custom one.
	parent2 := context.WithValue(wrappedCtx{parent}, "k", "v")
	r2 := &propagateRecorder{parent: parent2}
	if !context.PropagateCancel(parent2, r2.f) {
		t.Fatal("PropagateCancel(value context of a custom context wrapping a cancelCtx) = false, want true")
	}
	cause := errors.New("cause")
	id := cancelOn(func() { cancel(cause) })
	r.check(t, id, context.Canceled)
	r2.check(t, id, context.Canceled)
	if got := context.Cause(parent2); got != cause {
		t.Errorf("Cause(parent) = %v, want %v", got, cause)
	}
}

// Causes: f runs for every kind of cancellation, and after it Cause
// reports the cause, including one set on an ancestor.
func TestPropagateCancelCause(t *testing.T) {
	cause := errors.New("cause")

	t.Run("CancelCauseFunc", func(t *testing.T) {
		parent, cancel := context.WithCancelCause(context.Background())
		r := &propagateRecorder{parent: parent}
		context.PropagateCancel(parent, r.f)
		id := cancelOn(func() { cancel(cause) })
		r.check(t, id, context.Canceled)
		if got := context.Cause(parent); got != cause {
			t.Errorf("Cause(parent) = %v, want %v", got, cause)
		}
	})

	t.Run("ancestor", func(t *testing.T) {
		root, cancel := context.WithCancelCause(context.Background())
		mid, cancelMid := context.WithTimeout(root, time.Hour)
		defer cancelMid()
		parent, cancelParent := context.WithCancel(mid)
		defer cancelParent()
		r := &propagateRecorder{parent: parent}
		context.PropagateCancel(parent, r.f)
		id := cancelOn(func() { cancel(cause) })
		r.check(t, id, context.Canceled)
		if got := context.Cause(parent); got != cause {
			t.Errorf("Cause(parent) = %v, want %v", got, cause)
		}
	})

	t.Run("deadline", func(t *testing.T) {
		parent, cancel := context.WithTimeoutCause(context.Background(), time.Millisecond, cause)
		defer cancel()
		ran := make(chan string, 1)
		r := &propagateRecorder{parent: parent}
		context.PropagateCancel(parent, func() {
			r.f()
			ran <- goid()
		})
		id := <-ran // the goroutine the deadline timer fired on
		r.check(t, id, context.DeadlineExceeded)
		if got := context.Cause(parent); got != cause {
			t.Errorf("Cause(parent) = %v, want %v", got, cause)
		}
	})

	t.Run("first cause wins", func(t *testing.T) {
		parent, cancel := context.WithCancelCause(context.Background())
		var causes []error
		context.PropagateCancel(parent, func() { causes = append(causes, parent.Err()) })
		cancel(cause)
		cancel(errors.New("second"))
		if len(causes) != 1 || causes[0] != context.Canceled {
			t.Errorf("f saw %v, want [%v]", causes, context.Canceled)
		}
		if got := context.Cause(parent); got != cause {
			t.Errorf("Cause(parent) = %v, want %v", got, cause)
		}
	})
}

// A parent derived from a custom cancelable context that does not wrap a
// cancelCtx is itself a cancelCtx: PropagateCancel accepts it, and f runs
// on whichever goroutine the package uses to watch the custom context.
func TestPropagateCancelDerivedFromCustom(t *testing.T) {
	custom := &afterFuncContext{}
	parent, cancel := context.WithCancel(custom)
	defer cancel()
	ran := make(chan struct{})
	if !context.PropagateCancel(parent, func() { close(ran) }) {
		t.Fatal("PropagateCancel(WithCancel(custom)) = false, want true")
	}
	custom.cancel(context.Canceled)
	<-ran
}

// f may cancel a context that does not derive from parent: the use it is
// for.
func TestPropagateCancelToOtherTree(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	other, cancelOther := context.WithCancel(context.Background())
	otherChild, cancelOtherChild := context.WithCancel(other)
	defer cancelOtherChild()
	context.PropagateCancel(parent, cancelOther)
	cancel()
	// Synchronous: no waiting.
	if other.Err() == nil || otherChild.Err() == nil {
		t.Errorf("other tree not canceled when parent's cancel returned: %v, %v", other.Err(), otherChild.Err())
	}
}

// Registrations that race with cancellation each run f exactly once:
// either at once or on the canceling goroutine.
func TestPropagateCancelRace(t *testing.T) {
	for range 100 {
		parent, cancel := context.WithCancel(context.Background())
		const n = 8
		var calls [n]atomic.Int32
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				if !context.PropagateCancel(parent, func() { calls[i].Add(1) }) {
					t.Error("PropagateCancel = false")
				}
			})
		}
		wg.Go(cancel)
		wg.Wait()
		for i := range calls {
			if got := calls[i].Load(); got != 1 {
				t.Fatalf("f %d called %d times, want 1", i, got)
			}
		}
	}
}

func TestPropagateCancelNil(t *testing.T) {
	for _, tt := range []struct {
		name   string
		parent context.Context
		f      func()
	}{
		{"nil parent", nil, func() {}},
		{"nil f", context.Background(), nil},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("PropagateCancel with %s did not panic", tt.name)
				}
			}()
			context.PropagateCancel(tt.parent, tt.f)
		}()
	}
}

// BenchmarkPropagateCancel measures a context's life with a callback on
// cancellation: create it, register the callback, cancel it and wait for
// the callback, by PropagateCancel, by AfterFunc, and by a goroutine
// that waits on Done.
func BenchmarkPropagateCancel(b *testing.B) {
	root, cancelRoot := context.WithCancel(context.Background())
	defer cancelRoot()
	b.Run("PropagateCancel", func(b *testing.B) {
		for b.Loop() {
			ctx, cancel := context.WithCancel(root)
			n := 0
			context.PropagateCancel(ctx, func() { n++ })
			cancel()
			if n != 1 {
				b.Fatal("f not called")
			}
		}
	})
	b.Run("AfterFunc", func(b *testing.B) {
		for b.Loop() {
			ctx, cancel := context.WithCancel(root)
			ran := make(chan struct{})
			context.AfterFunc(ctx, func() { close(ran) })
			cancel()
			<-ran
		}
	})
	b.Run("goroutine", func(b *testing.B) {
		for b.Loop() {
			ctx, cancel := context.WithCancel(root)
			ran := make(chan struct{})
			go func() {
				<-ctx.Done()
				close(ran)
			}()
			cancel()
			<-ran
		}
	})
}

func ExamplePropagateCancel() {
	// A request's work runs under a context of its own, which must also
	// end when the connection's does.
	conn, closeConn := context.WithCancelCause(context.Background())
	work, cancelWork := context.WithCancel(context.Background())
	defer cancelWork()
	if !context.PropagateCancel(conn, cancelWork) {
		// Not reachable here; for contexts of other types, fall back.
		stop := context.AfterFunc(conn, cancelWork)
		defer stop()
	}

	closeConn(errors.New("connection reset"))
	// The work's context is already canceled: no goroutine had to run.
	fmt.Println(work.Err(), context.Cause(conn))
	// Output: context canceled connection reset
}
