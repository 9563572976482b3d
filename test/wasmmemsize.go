// runindir

// Copyright 2024 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This test checks the memory size of a small wasm program.

//go:build wasm

package ignored
