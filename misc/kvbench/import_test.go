// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/vfs"
	"goyield.dev/elastic"
)

// merge yields every KV of every chunk once, in key order.
func TestKVSetMerge(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var s kvSet
	want := map[string]string{}
	for i := range 1000 {
		k := s.startKey(secondaryPrefix)
		k = binary.BigEndian.AppendUint64(k, r.Uint64())
		v := fmt.Appendf(nil, "v%d", i)
		want[string(k[len(k)-9:])] = string(v)
		s.add(k, v)
		if r.IntN(50) == 0 {
			s.sortChunk()
		}
	}
	s.sortChunk()
	if len(s.chunks) < 10 {
		t.Fatalf("only %d chunks", len(s.chunks))
	}
	var got [][]byte
	err := s.merge(func(k, v []byte) error {
		if w, ok := want[string(k)]; !ok || w != string(v) {
			t.Errorf("merge gave %x=%q, added as %q", k, v, w)
		}
		delete(want, string(k))
		got = append(got, slices.Clone(k))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != 0 {
		t.Errorf("%d KVs missing from the merge", len(want))
	}
	if !slices.IsSortedFunc(got, bytes.Compare) {
		t.Errorf("merge is not in key order")
	}
}

// A batch's rows parse, and each becomes a primary-index KV, in id
// order, and a secondary-index KV.
func TestBatchBuild(t *testing.T) {
	var b batch
	const first = 1 << 20
	if err := b.build(first, nil); err != nil {
		t.Fatal(err)
	}
	if len(b.primary.ents) != rowsPerBatch || len(b.secondary.ents) != rowsPerBatch {
		t.Fatalf("%d primary and %d secondary KVs for %d rows", len(b.primary.ents), len(b.secondary.ents), rowsPerBatch)
	}
	var ids []uint64
	b.primary.merge(func(k, v []byte) error {
		if k[0] != primaryPrefix || len(k) != 9 {
			t.Fatalf("primary key %x", k)
		}
		ids = append(ids, binary.BigEndian.Uint64(k[1:]))
		return nil
	})
	for i, id := range ids {
		if id != first+uint64(i) {
			t.Fatalf("primary KV %d has id %d, want %d", i, id, first+i)
		}
	}
	// The value holds the row's columns as the CSV had them.
	row := appendRow(nil, first+7)
	rec, err := csv.NewReader(bytes.NewReader(row)).Read()
	if err != nil {
		t.Fatal(err)
	}
	e := b.primary.ents[7]
	v := b.primary.value(e)
	col := func() string {
		n, w := binary.Uvarint(v)
		s := string(v[w : w+int(n)])
		v = v[w+int(n):]
		return s
	}
	if name, email := col(), col(); name != rec[1] || email != rec[2] {
		t.Errorf("row %d stored as name %q, email %q; the CSV has %q, %q", first+7, name, email, rec[1], rec[2])
	}
	_, w := binary.Varint(v)
	v = v[w:]
	created, w := binary.Varint(v)
	v = v[w:]
	if ts, _ := time.Parse(time.RFC3339, rec[4]); created != ts.Unix() {
		t.Errorf("created stored as %d, CSV has %q", created, rec[4])
	}
	col() // note
	var a, b2 map[string]any
	if err := json.Unmarshal([]byte(col()), &a); err != nil {
		t.Fatalf("stored JSON: %v", err)
	}
	json.Unmarshal([]byte(rec[6]), &b2)
	if fmt.Sprint(a) != fmt.Sprint(b2) || len(a) != 4 {
		t.Errorf("JSON column stored as %v, CSV has %v", a, b2)
	}
	// The secondary index is keyed by the email, then the id.
	want := append(append([]byte{secondaryPrefix}, rec[2]...), 0)
	want = binary.BigEndian.AppendUint64(want, first+7)
	if !slices.ContainsFunc(b.secondary.ents, func(e kvEnt) bool { return bytes.Equal(b.secondary.key(e), want) }) {
		t.Errorf("no secondary key %q for email %q, id %d", want, rec[2], first+7)
	}
}

// build calls pace for every row it generates and every row it parses,
// so that no stretch of a batch's work goes without a yield point.
func TestBatchBuildPaces(t *testing.T) {
	var b batch
	calls := 0
	if err := b.build(0, func() error { calls++; return nil }); err != nil {
		t.Fatal(err)
	}
	if calls < 2*rowsPerBatch {
		t.Errorf("build called pace %d times for %d rows, want at least %d: once per row generated and once per row parsed", calls, rowsPerBatch, 2*rowsPerBatch)
	}
}

// The secondary index's buffer fills to a flush without being grown:
// growing copies megabytes with no preemption point.
func TestBatchSecondaryPresized(t *testing.T) {
	const flush = 1 << 20
	b := newBatch(flush)
	arena := cap(b.secondary.arena)
	ents := cap(b.secondary.ents)
	for id := uint64(0); len(b.secondary.arena) < flush; id += rowsPerBatch {
		if err := b.build(id, nil); err != nil {
			t.Fatal(err)
		}
	}
	if cap(b.secondary.arena) != arena || cap(b.secondary.ents) != ents {
		t.Errorf("filling %d bytes grew the secondary buffer from %d to %d bytes and %d to %d entries", len(b.secondary.arena), arena, cap(b.secondary.arena), ents, cap(b.secondary.ents))
	}
}

// The import writes SSTables and ingests them: the DB then holds every
// imported row, and the secondary index's entries once its buffer is
// flushed.
func TestImportIngests(t *testing.T) {
	for _, mode := range []string{"plain", "yield"} {
		t.Run(mode, func(t *testing.T) {
			if err := checkMode(mode); err != nil {
				t.Skip(err)
			}
			fs := vfs.NewMem()
			opts := &pebble.Options{FS: fs, Logger: quietLogger{}}
			opts.EnsureDefaults()
			db, err := pebble.Open("db", opts)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			im := newImporter(db, opts, fs, "db", mode, nil, 1)
			im.secondaryFlush = 64 << 10
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error)
			go func() { done <- im.run(ctx, 0) }()
			for im.stats().Batches < 3 {
				time.Sleep(time.Millisecond)
			}
			cancel()
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			st := im.stats()
			if st.SSTBytes == 0 {
				t.Errorf("no SSTable bytes counted")
			}
			if run := im.runningTime(); elastic.Fork && run <= 0 {
				t.Errorf("the import ran 3 batches, and its running time was recorded as %v", run)
			} else if !elastic.Fork && run != 0 {
				t.Errorf("with the stock toolchain, the import's running time was recorded as %v, want 0 (not known)", run)
			}
			count := func(prefix byte) int64 {
				it, err := db.NewIter(&pebble.IterOptions{LowerBound: []byte{prefix}, UpperBound: []byte{prefix + 1}})
				if err != nil {
					t.Fatal(err)
				}
				defer it.Close()
				var n int64
				for it.First(); it.Valid(); it.Next() {
					n++
				}
				return n
			}
			if n := count(primaryPrefix); n != st.Rows {
				t.Errorf("%d rows in the primary index, %d imported", n, st.Rows)
			}
			if n := count(secondaryPrefix); n == 0 || n > st.Rows {
				t.Errorf("%d entries in the secondary index, %d rows imported", n, st.Rows)
			}
			if ls, _ := fs.List("db"); slices.ContainsFunc(ls, func(n string) bool { return bytes.HasPrefix([]byte(n), []byte("import-")) }) {
				t.Errorf("the import left its SSTables' names behind: %v", ls)
			}
		})
	}
}

func TestCheckMode(t *testing.T) {
	if err := checkMode("nonsense"); err == nil {
		t.Error("checkMode accepted an unknown mode")
	}
	for _, m := range []string{"none", "plain", "elastic"} {
		if err := checkMode(m); err != nil {
			t.Errorf("checkMode(%q): %v", m, err)
		}
	}
}
