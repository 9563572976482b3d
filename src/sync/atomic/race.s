// Copyright 2014 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build race

// This file is here only to allow external functions.
// The operations are implemented in src/runtime/race_amd64.s
