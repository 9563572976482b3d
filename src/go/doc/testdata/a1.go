// Copyright 2012 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// comment 1
package a

//BUG(uid): bug1

//TODO(uid): todo1

//TODO(): ignored
