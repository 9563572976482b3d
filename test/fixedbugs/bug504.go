// compiledir

// Copyright 2017 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Gccgo mishandled a reference to a type alias in a package that was
// not directly imported.

package ignored
