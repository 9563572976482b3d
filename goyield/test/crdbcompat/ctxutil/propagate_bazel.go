// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build bazel

package ctxutil

import "context"

func propagateCancel(parent context.Context, f func()) bool {
	return context.PropagateCancel(parent, f)
}
