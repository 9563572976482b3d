// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"runtime"
	"runtime/trace"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/vfs"
	"github.com/tidwall/redcon"
	"goyield.dev/elastic"
	"goyield.dev/harness"
)

// serverStats is what a server reports for the window between the
// "start" and "stop" commands on its standard input.
type serverStats struct {
	harness.WindowStats
	Gets    int64 `json:"gets"`    // GET commands served
	Sets    int64 `json:"sets"`    // SET commands served
	Workers int   `json:"workers"` // import goroutines
	// Percentiles of the time the server spent in GET and SET commands,
	// from their parse to their reply: Pebble's share of the latency.
	GetP99Ns int64 `json:"getP99Ns"`
	SetP99Ns int64 `json:"setP99Ns"`
	GetMaxNs int64 `json:"getMaxNs"`
	SetMaxNs int64 `json:"setMaxNs"`
	// The p99 and maximum of the wait from a command's send, by the
	// client's clock, to its start in the server: the network, the
	// server's noticing it, and the scheduling of the connection's
	// goroutine.
	WaitP99Ns int64 `json:"waitP99Ns"`
	WaitMaxNs int64 `json:"waitMaxNs"`

	importStats

	// Pebble's own work in the window: flushes and compactions by the
	// class of the goroutine that ran them (see pebbleWork).
	Flushes        [2]int64 `json:"flushes"`        // [foreground, background]
	Compactions    [2]int64 `json:"compactions"`    // [foreground, background]
	CompactionNs   [2]int64 `json:"compactionNs"`   // wall time of those compactions
	WriteStalls    int64    `json:"writeStalls"`    // times Pebble delayed writes
	WriteStallNs   int64    `json:"writeStallNs"`   // time writes were delayed
	ReadAmp        int      `json:"readAmp"`        // read amplification at the end
	DebtBytes      uint64   `json:"debtBytes"`      // Pebble's estimate of compaction debt at the end
	L0Sublevels    int      `json:"l0Sublevels"`    // L0 sublevels at the end
	IngestedToL0   int64    `json:"ingestedToL0"`   // ingested tables that landed in L0
	IngestedTables int64    `json:"ingestedTables"` // tables ingested

	Series series `json:"series"`
}

// seriesInterval is how often a server samples its CPU use and its
// controller's limit.
const seriesInterval = 250 * time.Millisecond

// A series is a server's CPU use and its elastic controller's limit, one
// sample per seriesInterval from the server's start (the import's) to
// the end of the window.
type series struct {
	IntervalNs int64 `json:"intervalNs"`
	Start      int   `json:"start"` // the index of the window's first sample
	// FirstNs is the time from the window's start to the end of its first
	// sample (at most IntervalNs), or 0 if unknown.
	FirstNs int64     `json:"firstNs,omitempty"`
	CPU     []float64 `json:"cpu"`   // the process's CPU use, a share of its CPUs
	Limit   []float64 `json:"limit"` // the controller's limit, or empty
	// Import is the import goroutines' own CPU use, a share of the
	// process's CPUs, with the goyield toolchain (runtime.Grunningnanos),
	// or empty.
	Import []float64 `json:"import,omitempty"`
	// Pebble is the mean number of Pebble's flushes and compactions in
	// progress over each sample (their wall time, not their CPU, which
	// the runtime cannot attribute to them), or empty.
	Pebble []float64 `json:"pebble,omitempty"`

	// StartMonoNs is the window's start on CLOCK_MONOTONIC, or 0 if
	// unknown.
	StartMonoNs int64 `json:"startMonoNs,omitempty"`
	// OffsetNs is the time from the window's start to the start of the
	// client's schedule, from which the rate's phases count: the client
	// process starts, and opens its connections, after the window does.
	// The orchestrator sets it (result.alignSeries); end subtracts it.
	OffsetNs int64 `json:"offsetNs,omitempty"`
}

// end returns the end of sample i, from the start of the client's
// schedule (OffsetNs after the window's start), or from the window's
// start without a client.
func (s *series) end(i int) time.Duration {
	first := s.FirstNs
	if first == 0 {
		first = s.IntervalNs
	}
	return time.Duration(first + int64(i-s.Start)*s.IntervalNs - s.OffsetNs)
}

type seriesRecorder struct {
	mu     sync.Mutex
	s      series
	marked time.Time // when mark was called
}

// startSeries samples the process's CPU use, ctrl's limit if ctrl is not
// nil, the import's CPU use if running is not nil (the import
// goroutines' running time), and Pebble's work in progress if busy is not
// nil (the wall time of its flushes and compactions so far), every
// seriesInterval until ctx is done.
func startSeries(ctx context.Context, ctrl *elastic.Controller, running, busy func() time.Duration) *seriesRecorder {
	r := &seriesRecorder{s: series{IntervalNs: int64(seriesInterval)}}
	go func() {
		t := time.NewTicker(seriesInterval)
		defer t.Stop()
		procs := harness.UsableCPUs(runtime.GOMAXPROCS(0))
		last, err := harness.ProcessCPU()
		var lastRun, lastBusy time.Duration
		if running != nil {
			lastRun = running()
		}
		if busy != nil {
			lastBusy = busy()
		}
		lastT := time.Now()
		for err == nil {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				var cpu time.Duration
				if cpu, err = harness.ProcessCPU(); err != nil {
					return
				}
				// Not the tick's own time, which is when it was due:
				// the goroutine may get to it late, and the shares
				// below divide what was used up to now.
				now := time.Now()
				share := func(d time.Duration) float64 {
					return float64(d) / float64(now.Sub(lastT)) / float64(procs)
				}
				util := share(cpu - last)
				last = cpu
				r.mu.Lock()
				r.s.CPU = append(r.s.CPU, util)
				if ctrl != nil {
					r.s.Limit = append(r.s.Limit, ctrl.Limit())
				}
				if running != nil {
					run := running()
					r.s.Import = append(r.s.Import, share(run-lastRun))
					lastRun = run
				}
				if busy != nil {
					b := busy()
					r.s.Pebble = append(r.s.Pebble, float64(b-lastBusy)/float64(now.Sub(lastT)))
					lastBusy = b
				}
				if !r.marked.IsZero() && r.s.FirstNs == 0 && len(r.s.CPU) == r.s.Start+1 {
					r.s.FirstNs = int64(now.Sub(r.marked))
				}
				r.mu.Unlock()
				lastT = now
			}
		}
	}()
	return r
}

// mark records that the window starts now, and so ends at the next
// sample.
func (r *seriesRecorder) mark() {
	r.mu.Lock()
	r.s.Start = len(r.s.CPU)
	r.marked = time.Now()
	r.s.StartMonoNs = harness.MonotonicNow()
	r.mu.Unlock()
}

// get returns a copy of the samples so far.
func (r *seriesRecorder) get() series {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.s
	s.CPU, s.Limit, s.Import = slices.Clone(s.CPU), slices.Clone(s.Limit), slices.Clone(s.Import)
	s.Pebble = slices.Clone(s.Pebble)
	return s
}

// serverOptions configure the server role.
type serverOptions struct {
	mode        string // how the import runs: see importModes
	compactions string // how compactions start: see compactionModes
	records     uint64 // YCSB records loaded before "ready"
	workers     int    // import goroutines
	trace       string // file for an execution trace of the window, or ""
	dir         string // the DB's directory, which the caller removes
}

// runServer opens a Pebble DB in o.dir, an empty directory, loads o.records
// YCSB records, serves GET and SET over RESP on a loopback port, runs
// the import (unless mode is none), and speaks the harness's handshake
// (harness.Serve): it is ready once it listens and the import has
// started, and reports serverStats for each window. It exits when its
// standard input closes.
func runServer(o serverOptions) error {
	if err := checkMode(o.mode); err != nil {
		return err
	}
	if err := checkCompactions(o.compactions); err != nil {
		return err
	}
	var pw pebbleWork
	dir := o.dir
	if ents, err := os.ReadDir(dir); err != nil || len(ents) > 0 {
		return fmt.Errorf("-dir %q: want an empty directory for the DB (%v)", dir, err)
	}
	fs := vfs.Default
	cache := pebble.NewCache(128 << 20)
	defer cache.Unref()
	opts := &pebble.Options{
		FS:           fs,
		Cache:        cache,
		MemTableSize: 32 << 20,
		// Writes do not stop for a deep L0; the import holds back
		// instead (l0Backpressure), as in CockroachDB.
		L0StopWritesThreshold: 1000,
		// One compaction at a time, and one per CPU while L0 or the
		// compaction debt is deep, as CockroachDB allows.
		CompactionConcurrencyRange: func() (int, int) { return 1, runtime.GOMAXPROCS(0) },
		Logger:                     quietLogger{},
		EventListener:              pw.listener(),
	}
	if o.compactions == "background" {
		opts.Experimental.CompactionScheduler = newBGScheduler()
	}
	opts.EnsureDefaults() // for MakeWriterOptions
	db, err := pebble.Open(dir, opts)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := loadRecords(db, o.records); err != nil {
		return fmt.Errorf("loading %d records: %v", o.records, err)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	var gets, sets atomic.Int64
	var svc serviceTimes
	go redcon.Serve(ln, commandHandler(db, &gets, &sets, &svc), nil, nil)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var ctrl *elastic.Controller
	switch o.mode {
	case "elastic":
		// The law for work that yields: LawFill with the goyield
		// runtime, LawConservative with stock Go, whose Yield is no
		// protection.
		ctrl, err = elastic.New(elastic.Config{})
	case "elastic-noyield":
		// The controller alone protects the foreground.
		ctrl, err = elastic.New(elastic.Config{Law: elastic.LawConservative})
	}
	if err != nil {
		return err
	}
	if ctrl != nil {
		go ctrl.Run(ctx)
	}
	imp := newImporter(db, opts, fs, dir, o.mode, ctrl, o.workers)
	var running func() time.Duration
	if elastic.Fork && o.mode != "none" {
		running = imp.runningTime
	}
	series := startSeries(ctx, ctrl, running, pw.busy)
	var wg sync.WaitGroup
	var importErr atomic.Pointer[error]
	for i := range o.workers {
		wg.Go(func() {
			if err := imp.run(ctx, i); err != nil && ctx.Err() == nil {
				importErr.CompareAndSwap(nil, &err)
				cancel()
			}
		})
	}
	defer wg.Wait()
	defer cancel()

	var start struct {
		gets   int64
		sets   int64
		imp    importStats
		pebble pebbleStats
	}
	importFailed := func() error {
		if p := importErr.Load(); p != nil {
			return fmt.Errorf("import: %v", *p)
		}
		return nil
	}
	err = harness.Serve(ln.Addr().String(), o.trace, func() error {
		series.mark()
		start.gets, start.sets = gets.Load(), sets.Load()
		start.imp = imp.stats()
		start.pebble = pw.stats()
		svc.reset()
		return importFailed()
	}, func(w harness.WindowStats) (any, error) {
		if err := importFailed(); err != nil {
			return nil, err
		}
		p := pw.stats().sub(start.pebble)
		m := db.Metrics()
		st := serverStats{
			WindowStats:    w,
			Gets:           gets.Load() - start.gets,
			Sets:           sets.Load() - start.sets,
			Workers:        o.workers,
			importStats:    imp.stats().sub(start.imp),
			Flushes:        p.flushes,
			Compactions:    p.compactions,
			CompactionNs:   p.compactionNs,
			WriteStalls:    p.stalls,
			WriteStallNs:   p.stallNs,
			ReadAmp:        m.ReadAmp(),
			DebtBytes:      m.Compact.EstimatedDebt,
			L0Sublevels:    int(m.Levels[0].Sublevels),
			IngestedTables: p.ingested,
			IngestedToL0:   p.ingestedL0,
		}
		st.GetP99Ns, st.GetMaxNs, st.SetP99Ns, st.SetMaxNs, st.WaitP99Ns, st.WaitMaxNs = svc.summary()
		st.Series = series.get()
		return st, nil
	})
	if err != nil {
		return err
	}
	return importFailed()
}

// serviceTimes collects the time the server spends in GETs and SETs,
// and their waits from the client's send to their start.
type serviceTimes struct {
	mu                sync.Mutex
	gets, sets, waits []time.Duration
}

// add records a GET's or SET's time d, and its wait, if known (>= 0).
func (s *serviceTimes) add(get bool, d, wait time.Duration) {
	s.mu.Lock()
	if get {
		s.gets = append(s.gets, d)
	} else {
		s.sets = append(s.sets, d)
	}
	if wait >= 0 {
		s.waits = append(s.waits, wait)
	}
	s.mu.Unlock()
}

func (s *serviceTimes) reset() {
	s.mu.Lock()
	s.gets, s.sets, s.waits = s.gets[:0], s.sets[:0], s.waits[:0]
	s.mu.Unlock()
}

// summary returns the p99 and maximum of the GETs' and SETs' times and of
// the waits.
func (s *serviceTimes) summary() (getP99, getMax, setP99, setMax, waitP99, waitMax int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f := func(d []time.Duration) (int64, int64) {
		if len(d) == 0 {
			return 0, 0
		}
		slices.Sort(d)
		return int64(harness.Quantile(d, 0.99)), int64(d[len(d)-1])
	}
	getP99, getMax = f(s.gets)
	setP99, setMax = f(s.sets)
	waitP99, waitMax = f(s.waits)
	return
}

// commandHandler returns the server's RESP handler: it takes the
// client's send time off a command, serves it, and records its times in
// svc.
func commandHandler(db *pebble.DB, gets, sets *atomic.Int64, svc *serviceTimes) func(redcon.Conn, redcon.Command) {
	return func(conn redcon.Conn, cmd redcon.Command) {
		start, t := harness.MonotonicNow(), time.Now()
		wait := time.Duration(-1)
		if sent, ok := popSent(&cmd); ok {
			wait = time.Duration(start - sent)
			if trace.IsEnabled() {
				// For splitting the wait at the goroutine's wake-up.
				trace.Log(context.Background(), "wait", strconv.FormatInt(int64(wait), 10))
			}
		}
		if serveCommand(db, conn, cmd, gets, sets) {
			svc.add(cmd.Args[0][0]|0x20 == 'g', time.Since(t), wait)
		}
	}
}

// popSent removes the send time that the client appends to each GET and
// SET (sentArg) from cmd's arguments, and returns it. Commands without
// one, from other clients, are left as they are: a GET of 2 arguments or
// a SET of 3 has none, whatever its last argument looks like.
func popSent(cmd *redcon.Command) (sent int64, ok bool) {
	n := len(cmd.Args)
	if n == 0 {
		return 0, false
	}
	switch strings.ToUpper(string(cmd.Args[0])) {
	case "GET":
		ok = n == 3
	case "SET":
		ok = n == 4
	}
	if !ok {
		return 0, false
	}
	last := cmd.Args[n-1]
	if len(last) < 2 || last[0] != '@' {
		return 0, false
	}
	sent, err := strconv.ParseInt(string(last[1:]), 10, 64)
	if err != nil {
		return 0, false
	}
	cmd.Args = cmd.Args[:n-1]
	return sent, true
}

// serveCommand serves one RESP command: GET key, SET key value, and the
// PING that clients send to check their connections. It reports whether
// the command was a GET or SET that succeeded.
func serveCommand(db *pebble.DB, conn redcon.Conn, cmd redcon.Command, gets, sets *atomic.Int64) bool {
	switch strings.ToUpper(string(cmd.Args[0])) {
	case "GET":
		if len(cmd.Args) != 2 {
			conn.WriteError("ERR wrong number of arguments for 'get' command")
			return false
		}
		v, closer, err := db.Get(cmd.Args[1])
		switch {
		case errors.Is(err, pebble.ErrNotFound):
			conn.WriteNull()
		case err != nil:
			conn.WriteError("ERR " + err.Error())
		default:
			conn.WriteBulk(v)
			closer.Close()
		}
		gets.Add(1)
		return err == nil
	case "SET":
		if len(cmd.Args) != 3 {
			conn.WriteError("ERR wrong number of arguments for 'set' command")
			return false
		}
		// Synced, like a database's commit: the WAL's flusher, one of
		// Pebble's own goroutines, acknowledges it.
		if err := db.Set(cmd.Args[1], cmd.Args[2], pebble.Sync); err != nil {
			conn.WriteError("ERR " + err.Error())
			return false
		}
		conn.WriteString("OK")
		sets.Add(1)
		return true
	case "PING":
		conn.WriteString("PONG")
	default:
		conn.WriteError("ERR unknown command '" + string(cmd.Args[0]) + "'")
	}
	return false
}

// loadRecords writes YCSB's n records, each of recordSize bytes, and
// flushes them, so that the measured reads go through the LSM.
func loadRecords(db *pebble.DB, n uint64) error {
	val := make([]byte, recordSize)
	b := db.NewBatch()
	for i := range n {
		fillRecord(val, i, 0)
		if err := b.Set(recordKey(i), val, nil); err != nil {
			return err
		}
		if b.Len() > 4<<20 || i == n-1 {
			if err := b.Commit(pebble.NoSync); err != nil {
				return err
			}
			b = db.NewBatch()
		}
	}
	b.Close()
	return db.Flush()
}

// recordSize is the size of a YCSB record: 10 fields of 100 bytes.
const recordSize = 1000

// fillRecord fills val with record i's contents at version v.
func fillRecord(val []byte, i, v uint64) {
	x := i*0x9e3779b97f4a7c15 + v
	for j := range val {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		val[j] = 'a' + byte(x%26)
	}
}

// pebbleWork counts Pebble's flushes and compactions by the class of
// the goroutine that runs them, from its event listener, whose Begin
// callbacks run on that goroutine. Pebble starts them from whichever
// goroutine needs one (a commit that fills the memtable, an ingest, the
// end of the previous compaction), so on the goyield runtime they
// inherit that goroutine's class: the background class when the import
// runs as background goroutines and starts them.
type pebbleWork struct {
	mu sync.Mutex
	pebbleStats
	stallStart time.Time

	// Flushes and compactions in progress since changed, and the wall
	// time of those that were in progress before it (busy).
	inProgress int
	changed    time.Time
	busyNs     time.Duration
}

// begin and end count a flush or compaction starting and ending, with
// w.mu held.
func (w *pebbleWork) begin() { w.inProgressAdd(1) }
func (w *pebbleWork) end()   { w.inProgressAdd(-1) }

func (w *pebbleWork) inProgressAdd(d int) {
	now := time.Now()
	if !w.changed.IsZero() {
		w.busyNs += time.Duration(w.inProgress) * now.Sub(w.changed)
	}
	w.inProgress = max(w.inProgress+d, 0)
	w.changed = now
}

// busy returns the wall time of Pebble's flushes and compactions so far,
// those in progress included: over an interval, its growth is the mean
// number in progress times the interval.
func (w *pebbleWork) busy() time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	b := w.busyNs
	if !w.changed.IsZero() {
		b += time.Duration(w.inProgress) * time.Since(w.changed)
	}
	return b
}

type pebbleStats struct {
	flushes, compactions [2]int64
	compactionNs         [2]int64
	stalls, stallNs      int64
	ingested, ingestedL0 int64
}

func (s pebbleStats) sub(t pebbleStats) pebbleStats {
	for i := range 2 {
		s.flushes[i] -= t.flushes[i]
		s.compactions[i] -= t.compactions[i]
		s.compactionNs[i] -= t.compactionNs[i]
	}
	s.stalls -= t.stalls
	s.stallNs -= t.stallNs
	s.ingested -= t.ingested
	s.ingestedL0 -= t.ingestedL0
	return s
}

func (w *pebbleWork) stats() pebbleStats {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.pebbleStats
}

func (w *pebbleWork) listener() *pebble.EventListener {
	return &pebble.EventListener{
		FlushBegin: func(pebble.FlushInfo) {
			c := currentClass()
			w.mu.Lock()
			w.flushes[c]++
			w.begin()
			w.mu.Unlock()
		},
		FlushEnd: func(pebble.FlushInfo) {
			w.mu.Lock()
			w.end()
			w.mu.Unlock()
		},
		CompactionBegin: func(pebble.CompactionInfo) {
			w.mu.Lock()
			w.begin()
			w.mu.Unlock()
		},
		CompactionEnd: func(info pebble.CompactionInfo) {
			c := currentClass()
			w.mu.Lock()
			w.compactions[c]++
			w.compactionNs[c] += int64(info.TotalDuration)
			w.end()
			w.mu.Unlock()
		},
		WriteStallBegin: func(pebble.WriteStallBeginInfo) {
			w.mu.Lock()
			w.stalls++
			w.stallStart = time.Now()
			w.mu.Unlock()
		},
		WriteStallEnd: func() {
			w.mu.Lock()
			if !w.stallStart.IsZero() {
				w.stallNs += int64(time.Since(w.stallStart))
				w.stallStart = time.Time{}
			}
			w.mu.Unlock()
		},
		TableIngested: func(info pebble.TableIngestInfo) {
			w.mu.Lock()
			w.ingested += int64(len(info.Tables))
			for _, t := range info.Tables {
				if t.Level == 0 {
					w.ingestedL0++
				}
			}
			w.mu.Unlock()
		},
	}
}

// currentClass returns 1 if the calling goroutine is background work
// on the goyield runtime, 0 otherwise. The runtime has no query for
// the class, and setting it to find out would turn an inherited class
// into an explicit one, so this reads the header of the goroutine's
// own traceback, which the goyield runtime marks "background". It costs
// a few µs, once per flush or compaction.
func currentClass() int {
	if !elastic.Fork {
		return 0
	}
	var buf [128]byte
	n := runtime.Stack(buf[:], false)
	header, _, _ := bytes.Cut(buf[:n], []byte("\n"))
	if bytes.Contains(header, []byte(", background")) {
		return 1
	}
	return 0
}

// quietLogger drops Pebble's informational messages, which would
// interleave with the server's protocol on its standard output, and
// sends errors to standard error.
type quietLogger struct{}

func (quietLogger) Infof(string, ...any) {}

func (quietLogger) Errorf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pebble: "+format+"\n", args...)
}

func (quietLogger) Fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pebble: "+format+"\n", args...)
	os.Exit(2)
}
