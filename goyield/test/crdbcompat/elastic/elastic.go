// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package elastic runs background work that steps aside for foreground
// work.
package elastic

import "time"

// Run calls each of work in turn, yielding after each, and returns how
// long it was held aside in all, for the caller to account for.
func Run(work []func()) (held time.Duration) {
	for _, w := range work {
		w()
		held += yield()
	}
	return held
}
