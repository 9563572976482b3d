// Copyright 2014 The Go Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ppc64asm implements decoding of 64-bit PowerPC machine code.
package ppc64asm
