// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"container/heap"
	"context"
	"encoding/binary"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/objstorage/objstorageprovider"
	"github.com/cockroachdb/pebble/v2/sstable"
	"github.com/cockroachdb/pebble/v2/vfs"
	"goyield.dev/elastic"
)

// importModes are the ways the import can run (-mode):
//
//	none        no import
//	plain       ordinary goroutines, as with stock Go
//	yield       ordinary goroutines calling runtime.Yield between rows
//	            and every few KVs written
//	background  goroutines that call runtime.SetBackground(true)
//	elastic     goroutines paced by a misc/elastic controller, which
//	            yields at every Pace (between rows and KVs) and admits
//	            CPU time only while scheduling latency stays low (its
//	            default law: LawFill with goyield, LawConservative with
//	            stock Go)
//	elastic-noyield
//	            the same without yielding, with LawConservative: the
//	            controller alone
var importModes = []string{"none", "plain", "yield", "background", "elastic", "elastic-noyield"}

func checkMode(mode string) error {
	if !slices.Contains(importModes, mode) {
		return fmt.Errorf("unknown import mode %q (want one of %v)", mode, importModes)
	}
	if (mode == "yield" || mode == "background") && !elastic.Fork {
		return fmt.Errorf("import mode %s needs the goyield toolchain's runtime", mode)
	}
	return nil
}

// The import's shape, after CockroachDB's IMPORT: each batch of
// rowsPerBatch CSV rows is parsed and encoded into two sets of KVs, a
// primary index keyed by the row's id, which the batch's ids keep in
// order, and a secondary index on its email, which lands all over the
// index's span. Each set is sorted and written to an SSTable with
// Snappy compression and ingested. The primary index's SSTable, a range
// of ids no other overlaps, is written every batch and goes to the
// bottom of the LSM. The secondary index's KVs are buffered over
// batches, as CockroachDB's bulk adder buffers them, until
// secondaryFlushBytes, so that its SSTables, which overlap every other
// and go to L0, are few and large and cost compactions less.
const (
	rowsPerBatch = 4096
	// sortChunk is how many rows' KVs are sorted at once; the sorted
	// chunks are then merged into the SSTable. It bounds the stretch of
	// CPU time between two of the yield modes' yield points.
	sortChunk = 128
	// paceKVs is how many KVs are written between yield points.
	paceKVs = 64
	// secondaryFlushBytes is the size of the secondary index's buffer.
	secondaryFlushBytes = 8 << 20
)

// l0Backpressure is the number of L0 sublevels above which the import
// waits before ingesting, polling every backpressurePoll, as
// CockroachDB's admission control holds back bulk ingestion at its
// default L0 sublevel threshold: without it the import would outrun
// the compactions its ingests cause, and run up read amplification and
// compaction debt instead of doing its work. The server raises Pebble's
// L0StopWritesThreshold out of the way, as CockroachDB does.
const (
	l0Backpressure   = 20
	backpressurePoll = time.Millisecond
)

// Key prefixes of the imported table's two indexes. They sort before
// the YCSB records' "user" keys, so that ingesting them never overlaps
// the memtable, which would force a flush.
const (
	primaryPrefix   = 0x01
	secondaryPrefix = 0x02
)

// importStats counts the import's work.
type importStats struct {
	Rows     int64 `json:"rows"`     // rows imported
	SSTBytes int64 `json:"sstBytes"` // bytes of SSTables ingested
	Batches  int64 `json:"batches"`  // batches ingested
	HeldNs   int64 `json:"heldNs"`   // time goroutines waited for L0 to drain
}

func (s importStats) sub(t importStats) importStats {
	return importStats{s.Rows - t.Rows, s.SSTBytes - t.SSTBytes, s.Batches - t.Batches, s.HeldNs - t.HeldNs}
}

// An importer runs the import on any number of goroutines.
type importer struct {
	db   *pebble.DB
	opts *pebble.Options
	fs   vfs.FS
	dir  string // the DB's directory, where the SSTables are written
	mode string
	ctrl *elastic.Controller // mode elastic

	secondaryFlush int // secondaryFlushBytes, but for tests

	nextID                  atomic.Uint64 // next batch's first row id
	rows, sstBytes, batches atomic.Int64
	held                    atomic.Int64 // ns waited for L0 to drain
	seq                     atomic.Int64 // SSTable file names

	// running holds each worker's running time (elastic.Running) as of
	// its last meterEvery steps, with the goyield toolchain only.
	running []atomic.Int64
}

// meterEvery is how many of a worker's steps (rows generated or parsed,
// paceKVs KVs written) pass between its updates of importer.running: a
// few hundred microseconds' work.
const meterEvery = 32

func newImporter(db *pebble.DB, opts *pebble.Options, fs vfs.FS, dir, mode string, ctrl *elastic.Controller, workers int) *importer {
	return &importer{db: db, opts: opts, fs: fs, dir: dir, mode: mode, ctrl: ctrl, secondaryFlush: secondaryFlushBytes,
		running: make([]atomic.Int64, workers)}
}

// runningTime returns the time the import's goroutines have run, with
// the goyield toolchain (elastic.Running), as of their last few hundred
// microseconds; 0 with the stock toolchain.
func (im *importer) runningTime() time.Duration {
	var t int64
	for i := range im.running {
		t += im.running[i].Load()
	}
	return time.Duration(t)
}

// metered returns pace (which may be nil) with worker's running time
// recorded every meterEvery calls, with the goyield toolchain; pace
// itself with the stock one, whose elastic.Running is wall time.
func (im *importer) metered(worker int, pace func() error) func() error {
	if !elastic.Fork || worker >= len(im.running) {
		return pace
	}
	n := 0
	return func() error {
		if n++; n%meterEvery == 0 {
			im.running[worker].Store(int64(elastic.Running()))
		}
		if pace != nil {
			return pace()
		}
		return nil
	}
}

func (im *importer) stats() importStats {
	return importStats{im.rows.Load(), im.sstBytes.Load(), im.batches.Load(), im.held.Load()}
}

// run imports batches until ctx is done.
func (im *importer) run(ctx context.Context, worker int) error {
	var pace func() error
	switch im.mode {
	case "none":
		return nil
	case "yield":
		pace = func() error { elastic.Yield(); return nil }
	case "background":
		elastic.SetBackground(true)
	case "elastic", "elastic-noyield":
		p := im.ctrl.NewPacer(elastic.PacerOptions{NoYield: im.mode == "elastic-noyield"})
		defer p.Close()
		pace = func() error { return p.Pace(ctx) }
	}
	pace = im.metered(worker, pace)
	b := newBatch(im.secondaryFlush)
	for ctx.Err() == nil {
		id := im.nextID.Add(rowsPerBatch) - rowsPerBatch
		if err := b.build(id, pace); err != nil {
			return err
		}
		sets := []*kvSet{&b.primary}
		if len(b.secondary.arena) >= im.secondaryFlush {
			sets = append(sets, &b.secondary)
		}
		var paths []string
		for i, kvs := range sets {
			path := im.fs.PathJoin(im.dir, fmt.Sprintf("import-%d-%d.sst", worker, im.seq.Add(1)))
			n, err := im.writeSST(path, kvs, pace)
			if err != nil {
				return fmt.Errorf("writing %s (index %d): %v", path, i+1, err)
			}
			im.sstBytes.Add(n)
			paths = append(paths, path)
		}
		if err := im.backpressure(ctx); err != nil {
			return nil
		}
		if err := im.db.Ingest(ctx, paths); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("ingest: %v", err)
		}
		// Ingest linked the files into the DB; drop the names.
		for _, p := range paths {
			im.fs.Remove(p)
		}
		if len(sets) > 1 {
			b.secondary.reset()
		}
		im.rows.Add(rowsPerBatch)
		im.batches.Add(1)
	}
	return nil
}

// backpressure waits while L0 has more than l0Backpressure sublevels.
func (im *importer) backpressure(ctx context.Context) error {
	if im.db.Metrics().Levels[0].Sublevels <= l0Backpressure {
		return nil
	}
	start := time.Now()
	defer func() { im.held.Add(int64(time.Since(start))) }()
	for im.db.Metrics().Levels[0].Sublevels > l0Backpressure {
		select {
		case <-time.After(backpressurePoll):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

// writeSST merges kvs's sorted chunks into an SSTable at path and
// returns its size.
func (im *importer) writeSST(path string, kvs *kvSet, pace func() error) (int64, error) {
	f, err := im.fs.Create(path, vfs.WriteCategoryUnspecified)
	if err != nil {
		return 0, err
	}
	wo := im.opts.MakeWriterOptions(0, im.db.TableFormat())
	wo.Compression = sstable.SnappyCompression
	w := sstable.NewWriter(objstorageprovider.NewFileWritable(f), wo)
	n := 0
	err = kvs.merge(func(k, v []byte) error {
		if n++; pace != nil && n%paceKVs == 0 {
			if err := pace(); err != nil {
				return err
			}
		}
		return w.Set(k, v)
	})
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, err
	}
	st, err := im.fs.Stat(path)
	if err != nil {
		return 0, err
	}
	return st.Size(), nil
}

// A batch holds one batch's input and KVs, reused from batch to batch.
type batch struct {
	csv                []byte
	primary, secondary kvSet
	val                []byte
}

// newBatch returns a batch whose secondary index buffer holds
// secondaryFlush bytes and an eighth more (several batches' worth: the
// buffer is flushed once it holds secondaryFlush) before it grows. Grown
// by append instead, the buffer is copied at each growth, several
// megabytes at a time into freshly faulted pages; a copy that long
// cannot be preempted, and if a GC cycle starts meanwhile, as the
// allocation makes likely, the mark worker waiting to scan the
// goroutine's stack holds up a second P as well.
func newBatch(secondaryFlush int) *batch {
	n := secondaryFlush + secondaryFlush/8
	return &batch{secondary: kvSet{
		arena: make([]byte, 0, n),
		ents:  make([]kvEnt, 0, n/secondaryKVBytes),
	}}
}

// secondaryKVBytes is about the size of a secondary index KV: a prefix,
// an email of 22 bytes, a separator and an id.
const secondaryKVBytes = 32

// build generates rowsPerBatch CSV rows with ids from id, parses them,
// and encodes them into b's two KV sets, sorted chunk by chunk.
func (b *batch) build(id uint64, pace func() error) error {
	// Generating the input stands in for reading it, and is as much
	// the import's work as parsing it: a batch's rows take milliseconds.
	b.csv = b.csv[:0]
	for i := range uint64(rowsPerBatch) {
		b.csv = appendRow(b.csv, id+i)
		if pace != nil {
			if err := pace(); err != nil {
				return err
			}
		}
	}
	b.primary.reset()
	r := csv.NewReader(bytes.NewReader(b.csv))
	r.ReuseRecord = true
	r.FieldsPerRecord = len(columns)
	for row := 0; ; row++ {
		if row%sortChunk == 0 && row > 0 {
			b.primary.sortChunk()
			b.secondary.sortChunk()
		}
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if err := b.encode(rec); err != nil {
			return err
		}
		if pace != nil {
			if err := pace(); err != nil {
				return err
			}
		}
	}
	b.primary.sortChunk()
	b.secondary.sortChunk()
	return nil
}

// columns are the imported table's columns.
var columns = []string{"id", "name", "email", "balance", "created", "note", "attrs"}

// appendRow appends the CSV row with id to dst.
func appendRow(dst []byte, id uint64) []byte {
	x := id*0xbf58476d1ce4e5b9 + 1
	next := func() uint64 {
		x ^= x >> 31
		x *= 0x94d049bb133111eb
		x ^= x >> 29
		return x
	}
	dst = strconv.AppendUint(dst, id, 10)
	dst = append(dst, ',')
	dst = appendWord(dst, next(), 12)
	dst = append(dst, ',')
	dst = appendWord(dst, next(), 10)
	dst = append(dst, "@example.com,"...)
	dst = strconv.AppendInt(dst, int64(next()%2_000_000)-1_000_000, 10)
	dst = append(dst, ',')
	dst = time.Unix(int64(1_600_000_000+next()%200_000_000), 0).UTC().AppendFormat(dst, time.RFC3339)
	dst = append(dst, ",\""...)
	for range 12 {
		dst = appendWord(dst, next(), 8)
		dst = append(dst, ' ')
	}
	// A JSON document, quoted for CSV.
	dst = append(dst, "\",\"{\"\"tier\"\":\"\""...)
	dst = appendWord(dst, next(), 6)
	dst = append(dst, "\"\",\"\"score\"\":"...)
	dst = strconv.AppendFloat(dst, float64(next()%100_000)/100, 'f', -1, 64)
	dst = append(dst, ",\"\"tags\"\":[\"\""...)
	dst = appendWord(dst, next(), 5)
	dst = append(dst, "\"\",\"\""...)
	dst = appendWord(dst, next(), 7)
	dst = append(dst, "\"\"],\"\"visits\"\":"...)
	dst = strconv.AppendUint(dst, next()%10_000, 10)
	return append(dst, "}\"\n"...)
}

func appendWord(dst []byte, x uint64, n int) []byte {
	for range n {
		dst = append(dst, 'a'+byte(x%26))
		x = x/26 ^ x<<7
	}
	return dst
}

// encode parses one CSV record and adds its primary and secondary
// index KVs.
func (b *batch) encode(rec []string) error {
	id, err := strconv.ParseUint(rec[0], 10, 64)
	if err != nil {
		return fmt.Errorf("id %q: %v", rec[0], err)
	}
	balance, err := strconv.ParseInt(rec[3], 10, 64)
	if err != nil {
		return fmt.Errorf("balance %q: %v", rec[3], err)
	}
	created, err := time.Parse(time.RFC3339, rec[4])
	if err != nil {
		return fmt.Errorf("created %q: %v", rec[4], err)
	}
	// The JSON column is parsed and stored in a canonical form (sorted
	// keys, no spaces), as a database stores a JSON column.
	var attrs map[string]any
	if err := json.Unmarshal([]byte(rec[6]), &attrs); err != nil {
		return fmt.Errorf("attrs %q: %v", rec[6], err)
	}
	canon, err := json.Marshal(attrs)
	if err != nil {
		return err
	}
	if rec[2] == "" {
		return errors.New("empty email")
	}
	// Primary index: /1/id → the other columns.
	k := b.primary.startKey(primaryPrefix)
	k = binary.BigEndian.AppendUint64(k, id)
	v := b.val[:0]
	v = appendBytesColumn(v, rec[1])
	v = appendBytesColumn(v, rec[2])
	v = binary.AppendVarint(v, balance)
	v = binary.AppendVarint(v, created.Unix())
	v = appendBytesColumn(v, rec[5])
	v = appendBytesColumn(v, string(canon))
	b.val = v
	b.primary.add(k, v)
	// Secondary index: /2/email/id → nothing.
	k = b.secondary.startKey(secondaryPrefix)
	k = append(k, rec[2]...)
	k = append(k, 0)
	k = binary.BigEndian.AppendUint64(k, id)
	b.secondary.add(k, nil)
	return nil
}

func appendBytesColumn(dst []byte, s string) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(s)))
	return append(dst, s...)
}

// A kvSet is a batch's KVs for one index, in one arena, sorted in
// chunks that merge merges.
type kvSet struct {
	arena  []byte
	ents   []kvEnt
	chunks []int // ends of the sorted chunks in ents
	keyOff int   // where in arena the key being built starts
}

// A kvEnt locates a KV in its set's arena: the key, then the value.
type kvEnt struct{ off, klen, vlen int32 }

func (s *kvSet) key(e kvEnt) []byte { return s.arena[e.off : e.off+e.klen] }

func (s *kvSet) value(e kvEnt) []byte {
	return s.arena[e.off+e.klen : e.off+e.klen+e.vlen]
}

func (s *kvSet) reset() {
	s.arena, s.ents, s.chunks = s.arena[:0], s.ents[:0], s.chunks[:0]
}

// startKey starts a KV whose key begins with prefix: the caller appends
// the rest of the key to the result and passes it to add.
func (s *kvSet) startKey(prefix byte) []byte {
	s.keyOff = len(s.arena)
	return append(s.arena, prefix)
}

// add adds the KV whose key k startKey started.
func (s *kvSet) add(k, v []byte) {
	s.ents = append(s.ents, kvEnt{int32(s.keyOff), int32(len(k) - s.keyOff), int32(len(v))})
	s.arena = append(k, v...)
}

// sortChunk sorts the KVs added since the last chunk into a chunk.
func (s *kvSet) sortChunk() {
	start := 0
	if n := len(s.chunks); n > 0 {
		start = s.chunks[n-1]
	}
	if start == len(s.ents) {
		return
	}
	slices.SortFunc(s.ents[start:], func(a, b kvEnt) int { return bytes.Compare(s.key(a), s.key(b)) })
	s.chunks = append(s.chunks, len(s.ents))
}

// merge calls fn with every KV in key order, merging the sorted chunks.
func (s *kvSet) merge(fn func(k, v []byte) error) error {
	h := &mergeHeap{s: s}
	start := 0
	for _, end := range s.chunks {
		h.cur = append(h.cur, [2]int{start, end})
		start = end
	}
	heap.Init(h)
	for h.Len() > 0 {
		c := &h.cur[0]
		e := s.ents[c[0]]
		if err := fn(s.key(e), s.value(e)); err != nil {
			return err
		}
		if c[0]++; c[0] == c[1] {
			heap.Pop(h)
		} else {
			heap.Fix(h, 0)
		}
	}
	return nil
}

// A mergeHeap orders the chunks' cursors, [next, end), by their next
// key.
type mergeHeap struct {
	s   *kvSet
	cur [][2]int
}

func (h *mergeHeap) Len() int { return len(h.cur) }
func (h *mergeHeap) Less(i, j int) bool {
	return bytes.Compare(h.s.key(h.s.ents[h.cur[i][0]]), h.s.key(h.s.ents[h.cur[j][0]])) < 0
}
func (h *mergeHeap) Swap(i, j int) { h.cur[i], h.cur[j] = h.cur[j], h.cur[i] }
func (h *mergeHeap) Push(x any)    { h.cur = append(h.cur, x.([2]int)) }
func (h *mergeHeap) Pop() any {
	x := h.cur[len(h.cur)-1]
	h.cur = h.cur[:len(h.cur)-1]
	return x
}
