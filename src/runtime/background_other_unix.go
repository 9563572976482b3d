// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix && !linux

package runtime

// bgSignal would act on a thread's deadline timer (background_linux.go).
func bgSignal(gp *g, ctxt *sigctxt) {}

// bgPreemptM would make up for a preemptM signal merged into a stale
// signal of a thread's deadline timer (background_linux.go).
func bgPreemptM(mp *m) {}
