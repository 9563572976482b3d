// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix && !linux

package runtime

// bgSignal would act on a thread's deadline timer (background_linux.go).
func bgSignal(gp *g, ctxt *sigctxt) {}
