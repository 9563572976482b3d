// rundir

// Copyright 2013 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Gccgo was not consistent in deciding how to compare a struct type
// for equality, leading to an undefined symbol at link time.

package ignored
