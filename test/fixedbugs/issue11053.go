// rundir

// Copyright 2015 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Issue 11053: Compiler does not run escape analysis on an inlined
// generated method wrapper.

package ignored
