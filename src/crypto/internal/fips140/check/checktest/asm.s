// Copyright 2024 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego && !wasm

#include "textflag.h"

DATA crypto∕internal∕fips140∕check∕checktest·RODATA(SB)/4, $2
GLOBL crypto∕internal∕fips140∕check∕checktest·RODATA(SB), RODATA, $4
