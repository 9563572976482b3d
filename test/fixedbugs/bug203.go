// run

// Copyright 2009 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

var s [8]string

func
init() {
       s = [...]string{ "now", "is", "the", "time", "to", "fix", "this", "bug"}
}

func
main() {
}
