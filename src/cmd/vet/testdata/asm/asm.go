// Copyright 2010 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This file contains declarations to test the assembly in asm1.s.

package testdata

func arg1(x int8, y uint8)

func cpx(x complex64, y complex128)
