// compile

// Copyright 2018 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package p

func f() {
	_ = []byte{1 << 30: 1}
}

func g() {
	sink = []byte{1 << 30: 1}
}

var sink []byte
