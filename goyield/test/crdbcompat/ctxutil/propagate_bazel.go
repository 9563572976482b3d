// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package ctxutil

import (
	"context"
	"fmt"
	_ "unsafe" // for go:linkname
)

// propagateCancel has the fork's context package call f. WhenDone has
// checked that parent can be done, so PropagateCancel must accept it.
func propagateCancel(parent context.Context, f func()) {
	if !context.PropagateCancel(parent, f) {
		panic(fmt.Sprintf("ctxutil: PropagateCancel refused %T, which can be done", parent))
	}
}

// Direct reports whether parent's cancellation reaches f without a
// goroutine: whether parent is, or wraps, a context of the context
// package whose Done channel it shares.
func Direct(parent context.Context) bool {
	c, ok := parent.Value(&contextCancelCtxKey).(context.Context)
	return ok && c.Done() == parent.Done()
}

//go:linkname contextCancelCtxKey context.cancelCtxKey
var contextCancelCtxKey int
