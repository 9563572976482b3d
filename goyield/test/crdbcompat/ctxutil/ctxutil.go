// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ctxutil has context helpers.
package ctxutil

import "context"

// WhenDone arranges for f to be called when parent is done, and reports
// whether parent can ever be done. Where it can, f runs on the goroutine
// that cancels parent; for contexts whose cancellation only a goroutine
// can watch, it runs on a goroutine of its own.
func WhenDone(parent context.Context, f func()) bool {
	if parent.Done() == nil {
		return false
	}
	if propagateCancel(parent, f) {
		return true
	}
	context.AfterFunc(parent, f)
	return true
}
