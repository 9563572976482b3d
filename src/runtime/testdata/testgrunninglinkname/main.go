// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This program uses per-goroutine running time the way code written
// before runtime.Grunningnanos was exported does: by pulling the
// runtime's unexported function with a linkname. It must build with a
// plain go build.
package main

import (
	"fmt"
	_ "unsafe" // for go:linkname
)

//go:linkname grunningnanos runtime.grunningnanos
func grunningnanos() int64

var sink int

func main() {
	t0 := grunningnanos()
	for i := 0; i < 1e7; i++ {
		sink += i ^ sink>>3
	}
	t1 := grunningnanos()
	if t0 < 0 || t1 <= t0 {
		fmt.Println("grunningnanos went from", t0, "to", t1)
		return
	}
	fmt.Println("OK")
}
