// Copyright 2019 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "cmd/link/internal/ld/testdata/issue32233/lib"

func main() {
	lib.DoC()
}
