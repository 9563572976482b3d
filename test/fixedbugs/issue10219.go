// compiledir

// Copyright 2015 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Issue 10219: failure of inlinable function that uses embedded types
// in an anonymous struct via :=.

package ignored
