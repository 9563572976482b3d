// Copyright 2025 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build go1.26

package chacha20poly1305

import "crypto/fips140"

func fips140Enforced() bool { return fips140.Enforced() }
