// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !bazel

package ctxutil

import "context"

// propagateCancel watches parent from a goroutine, as any toolchain
// allows.
func propagateCancel(parent context.Context, f func()) {
	context.AfterFunc(parent, f)
}
