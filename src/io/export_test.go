// Copyright 2020 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package io

// exported for test
var ErrInvalidWrite = errInvalidWrite
var ErrWhence = errWhence
var ErrOffset = errOffset
