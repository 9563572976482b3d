// Copyright 2013 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package p0

type T0 interface {
	m0()
}

type S0 struct{}

func (S0) m0() {}
