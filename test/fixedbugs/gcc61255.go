// compile

// Copyright 2014 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// PR61255: gccgo failed to compile IncDec statements on variadic functions.

package main

func main() {
	append([]byte{}, 0)[0]++
}
