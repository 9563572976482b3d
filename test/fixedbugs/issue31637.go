// compiledir

// Copyright 2019 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This directory contains a pair of packages that triggered
// a compiler crash in gollvm (problem in handling an inlinable
// method with unnamed parameter). See issue 31637 for details.

package ignored
