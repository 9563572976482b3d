// Copyright 2020 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// +build ignore

#include "go_asm.h"

// ok because we cannot parse assembly files
// the assembler would complain if we did assemble this file.
//go:build no
