// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/andybalholm/brotli"
)

// A workload is background work from code that has no yield points of
// its own. Run does one unit of it, reports how many bytes of input the
// unit processed, and returns; a worker calls it in a loop, and between
// units is the only place a worker of class yield can call Yield.
type workload interface {
	Unit() int
}

// workloads are the -work names.
var workloads = map[string]func(unit int) (workload, error){
	"brotli": newBrotli,
	"sort":   newSort,
}

// corpusSize is the size of the text the brotli workload compresses.
const corpusSize = 1 << 20

// corpus returns corpusSize bytes of text made of words from a fixed
// vocabulary, drawn with a skewed distribution as in natural language,
// so that it compresses about as well as prose (about 3.5:1 with brotli
// at quality 9). It is the same in every process.
func corpus() []byte {
	r := rand.New(rand.NewPCG(1, 2))
	vocab := make([]string, 4096)
	const letters = "etaoinshrdlcumwfgypbvkjxqz"
	for i := range vocab {
		n := 2 + r.IntN(8)
		var b strings.Builder
		for range n {
			// Skewed letter frequencies.
			b.WriteByte(letters[min(r.IntN(len(letters)), r.IntN(len(letters)))])
		}
		vocab[i] = b.String()
	}
	zipf := rand.NewZipf(r, 1.1, 1, uint64(len(vocab)-1))
	var b strings.Builder
	for b.Len() < corpusSize {
		b.WriteString(vocab[zipf.Uint64()])
		switch r.IntN(12) {
		case 0:
			b.WriteString(". ")
		case 1:
			b.WriteString(",\n")
		default:
			b.WriteByte(' ')
		}
	}
	return []byte(b.String()[:corpusSize])
}

var sharedCorpus = corpus()

// brotliWork compresses the corpus with github.com/andybalholm/brotli, a
// pure-Go port of the reference encoder, at quality 9, writing it in
// units of -unit bytes. Its hash chains and ring buffer keep megabytes
// of tables hot.
type brotliWork struct {
	unit int
	off  int
	w    *brotli.Writer
	out  countWriter
}

func newBrotli(unit int) (workload, error) {
	if unit <= 0 || unit > corpusSize {
		return nil, fmt.Errorf("brotli: -unit must be between 1 and %d bytes", corpusSize)
	}
	b := &brotliWork{unit: unit}
	b.w = brotli.NewWriterLevel(&b.out, 9)
	return b, nil
}

func (b *brotliWork) Unit() int {
	if b.off == corpusSize {
		b.w.Close()
		b.w.Reset(&b.out)
		b.off = 0
	}
	n := min(b.unit, corpusSize-b.off)
	if _, err := b.w.Write(sharedCorpus[b.off : b.off+n]); err != nil {
		panic(err)
	}
	b.off += n
	return n
}

// countWriter discards what is written to it, counting it.
type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return len(p), nil
}

var _ io.Writer = (*countWriter)(nil)

// sortWork sorts -unit bytes of random 64-bit keys with slices.Sort
// (pattern-defeating quicksort), a unit at a time: each unit refills
// the slice and sorts it, streaming through a working set larger than a
// core's caches.
type sortWork struct {
	keys []uint64
	r    *rand.PCG
}

var sortSeed atomic.Uint64

func newSort(unit int) (workload, error) {
	if unit < 8 {
		return nil, fmt.Errorf("sort: -unit must be at least 8 bytes")
	}
	return &sortWork{keys: make([]uint64, unit/8), r: rand.NewPCG(sortSeed.Add(1), 3)}, nil
}

func (s *sortWork) Unit() int {
	for i := range s.keys {
		s.keys[i] = s.r.Uint64()
	}
	slices.Sort(s.keys)
	return len(s.keys) * 8
}
