// Copyright 2012 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package utf16

// Extra names for constants so we can validate them during testing.
const (
	Surr1           = surr1
	Surr3           = surr3
	SurrSelf        = surrSelf
	MaxRune         = maxRune
	ReplacementChar = replacementChar
)
