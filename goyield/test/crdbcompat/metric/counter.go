// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package metric has a counter that goroutines on different Ps update
// without contending.
package metric

import (
	"runtime"
	"sync/atomic"
)

// Counter is a counter sharded per P. The zero value is not usable: use
// NewCounter.
type Counter struct {
	shards []shard
}

type shard struct {
	n atomic.Int64
	_ [56]byte // one cache line per shard
}

// NewCounter returns a counter with a shard per P.
func NewCounter() *Counter {
	return &Counter{shards: make([]shard, runtime.GOMAXPROCS(0))}
}

// Inc adds delta to the counter.
func (c *Counter) Inc(delta int64) {
	// The P may change, and GOMAXPROCS grow, after currentP returns:
	// shards are atomic, and the index is reduced to their number.
	c.shards[currentP()%len(c.shards)].n.Add(delta)
}

// Count returns the counter's value.
func (c *Counter) Count() int64 {
	var n int64
	for i := range c.shards {
		n += c.shards[i].n.Load()
	}
	return n
}

// Shards returns the value of each shard.
func (c *Counter) Shards() []int64 {
	s := make([]int64, len(c.shards))
	for i := range c.shards {
		s[i] = c.shards[i].n.Load()
	}
	return s
}
