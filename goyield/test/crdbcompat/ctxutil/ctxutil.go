// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ctxutil has context helpers, in the shape of CockroachDB's: with
// its Go fork (the bazel build tag), WhenDone relies on
// context.PropagateCancel accepting every context that can be done, and
// checks by linkname whether a context's cancellation can be watched
// without a goroutine.
package ctxutil

import "context"

// WhenDone arranges for f to be called when parent is done, and reports
// whether parent can ever be done. For a context of the context package,
// f runs on the goroutine that cancels parent; for a custom one, whose
// cancellation only a goroutine can watch, on a goroutine of its own.
func WhenDone(parent context.Context, f func()) bool {
	if parent.Done() == nil {
		return false
	}
	propagateCancel(parent, f)
	return true
}
