// Copyright 2022 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "testplugin/issue53989/p"

func Square(x int) { // export Square for plugin
	p.Square(x)
}

func main() {}
