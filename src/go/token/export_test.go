// Copyright 2025 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package token

// exports for tests

func SearchInts(a []int, x int) int { return searchInts(a, x) }
