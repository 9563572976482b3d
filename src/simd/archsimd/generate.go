// Copyright 2025 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goexperiment.simd

package archsimd

// Invoke code generators.

//go:generate go run -C _gen . -tmplgen -simdgen
