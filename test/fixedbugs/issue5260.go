// rundir

// Copyright 2013 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Issue 5260: Unicode BOM in exported string constant
// cannot be read back during package import.

package ignored
