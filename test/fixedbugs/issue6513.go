// compiledir

// Copyright 2013 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Issue 6513: embedded builtins may get incorrect qualified
// field name during import.

package ignored
