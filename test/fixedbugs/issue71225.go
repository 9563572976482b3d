// build

//go:build cgo

// Copyright 2025 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// #cgo CFLAGS: -Werror -Wunused-parameter
import "C"

func main() {
}

//export Fn
func Fn() {
}
