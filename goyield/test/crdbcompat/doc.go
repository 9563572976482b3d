// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package crdbcompat holds code written the way CockroachDB's code uses
// the APIs of CockroachDB's Go fork, to check that it builds and behaves
// the same with goyield.
//
// As in CockroachDB, files that call the fork's APIs are built only with
// the bazel build tag, which CockroachDB's builds set when they use the
// fork; the other files build with any toolchain. goyield/test/crdbcompat.bash
// tests the packages with -tags bazel under goyield, and builds them
// without it.
//
//   - grunning: running time through //go:linkname to runtime.grunningnanos.
//   - elastic: background work that yields, time.Duration(runtime.Yield()).
//   - goschedstats: runtime.NumRunnableGoroutines sampled every millisecond.
//   - metric: a counter sharded by runtime.CurrentP.
//   - ctxutil: context.PropagateCancel, which must accept every context
//     that can be done, and the context.cancelCtxKey linkname.
package crdbcompat
