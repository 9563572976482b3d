// compiledir

// Copyright 2015 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Issue 10066: constants are printed in the original form
// in export data. This is the opposite of issue 9076.

package ignored
