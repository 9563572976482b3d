// Copyright 2012 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build windows || static || (darwin && internal)

package cgotest

import "testing"

func test4029(t *testing.T) {
}
