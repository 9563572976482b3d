// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This program shows the two-file pattern for code that uses
// runtime.Yield and must also build with other toolchains.
package main

import "fmt"

func main() {
	fmt.Println(work())
}
