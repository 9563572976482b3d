// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command reqsplit splits the server-side latency of httpbench's requests
// into its parts, from the execution traces that httpbench -trace writes.
//
// Usage:
//
//	go run ./cmd/reqsplit [-slow d] [-list n] [-beside d] [-category c] trace...
//
// The server logs each request's server-side latency, from the client's
// send to the handler's start, as a trace log event of category "latency"
// in the connection's goroutine. (misc/kvbench's server logs the wait
// from a command's send to its start as category "wait": -category wait.) reqsplit splits it at the last time that
// goroutine was made runnable and the last time it started to run:
//
//   - notice: from the send until the goroutine was made runnable, which
//     for a connection waiting on the network is when something polled
//     the network and found the request;
//   - runnable: from then until it started to run;
//   - running: from then until the handler started.
//
// It says who made the goroutine runnable: the poller (the thread without
// a P that made the most goroutines runnable: on goyield, the yield
// poller), another thread without a P (sysmon, say), or a thread with a P
// (one that polled the network as it looked for work, or a goroutine
// that woke it), with the top of that thread's stack where the trace has
// one. It prints percentiles of each part, the notice delay by who, and
// the slowest requests. It says how often the poller came back from the
// network poller with goroutines to run, and, of the requests noticed
// later than -late, how many the poller's first return after the send
// found (the poller was late) and how many it returned past, to be found
// later (the request's bytes came late, or another thread held them). For the requests that were runnable longest (at
// least -beside), it says what the Ps ran instead: the goroutines that
// ran meanwhile, named by the outermost functions of their stacks (a
// connection's, an importer's, a GC mark worker).
package main

import (
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/exp/trace"

	"goyield.dev/harness"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("reqsplit: ")
	slow := flag.Duration("slow", time.Millisecond, "count the requests slower than `d`")
	list := flag.Int("list", 10, "list the `n` slowest requests")
	category := flag.String("category", "latency", "the trace log `category` of the requests' latencies (kvbench's: wait)")
	beside := flag.Duration("beside", 250*time.Microsecond, "say what the Ps ran while requests were runnable for at least `d`")
	late := flag.Duration("late", 400*time.Microsecond, "split the requests noticed later than `d` by what the poller did meanwhile")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: reqsplit [flags] trace...\n\nFlags:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	for _, name := range flag.Args() {
		f, err := os.Open(name)
		if err != nil {
			log.Fatal(err)
		}
		reqs, polls, err := split(f, *category)
		f.Close()
		if err != nil {
			log.Fatalf("%s: %v", name, err)
		}
		fmt.Printf("== %s\n", name)
		report(os.Stdout, reqs, *slow, *list, *beside)
		reportPolls(os.Stdout, reqs, polls, *late)
	}
}

// A request is one request's server-side latency, split. Times are the
// trace's, in nanoseconds, on the same clock as the client's send time
// (CLOCK_MONOTONIC on Linux).
type request struct {
	sent, runnable, start, handler int64
	who                            string // who made the goroutine runnable (see split)
	// polledPast says the poller came back from the network poller
	// with other goroutines after the send and before this one was made
	// runnable.
	polledPast bool
	reason     string // what the goroutine had blocked on
	gc         string // the garbage collector's work during the request, if any
	// beside is what the Ps ran while the goroutine was runnable: the
	// time each kind of goroutine ran (see label), on all Ps together.
	beside map[string]time.Duration
}

func (q request) total() time.Duration { return time.Duration(q.handler - q.sent) }

// notice, queued (runnable) and running are the three parts, which add up
// to total.
func (q request) notice() time.Duration {
	return time.Duration(min(max(q.runnable-q.sent, 0), q.handler-q.sent))
}

func (q request) queued() time.Duration {
	return time.Duration(min(max(q.start-max(q.runnable, q.sent), 0), q.handler-q.sent-int64(q.notice())))
}

func (q request) running() time.Duration { return q.total() - q.notice() - q.queued() }

// Who made a goroutine runnable.
const (
	whoPoller  = "the poller"
	whoNoP     = "another thread without a P"
	whoP       = "a thread with a P"
	whoAlready = "runnable before the send"
)

// pollBatch is how close together the goroutines that one return of the
// poller from the network poller makes runnable are, at most.
const pollBatch = 20 * time.Microsecond

// split reads an execution trace and returns its requests, whose
// latencies the trace logs as category, and the times at which the
// poller came back from the network poller with goroutines to run.
func split(r io.Reader, category string) ([]request, []int64, error) {
	tr, err := trace.NewReader(r)
	if err != nil {
		return nil, nil, err
	}
	type made struct {
		at     trace.Time
		thread trace.ThreadID
		withP  bool
		stack  string
	}
	type gstate struct {
		made   made
		start  trace.Time
		reason string
	}
	gs := map[trace.GoID]*gstate{}
	g := func(id trace.GoID) *gstate {
		s := gs[id]
		if s == nil {
			s = new(gstate)
			gs[id] = s
		}
		return s
	}
	type pending struct {
		request
		made made
	}
	var reqs []pending
	noP := map[trace.ThreadID][]int64{} // when threads without a P made goroutines runnable
	// The collector's work, as spans: stops of the world, and the
	// goroutines' mark assists.
	type span struct {
		from, to trace.Time
		what     string
	}
	var gcSpans []span
	open := map[string]trace.Time{}
	// What each P ran, in order: a segment from a goroutine's start on
	// the P to its stop.
	type segment struct {
		from, to trace.Time
		label    string
	}
	runs := map[trace.ProcID][]segment{}
	running := map[trace.GoID]trace.Time{} // running goroutines' starts
	onP := map[trace.GoID]trace.ProcID{}
	labels := map[trace.GoID]string{}
	for {
		ev, err := tr.ReadEvent()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, nil, err
		}
		switch ev.Kind() {
		case trace.EventRangeBegin, trace.EventRangeEnd:
			name := ev.Range().Name
			if !strings.HasPrefix(name, "stop-the-world") && name != "GC mark assist" {
				continue
			}
			key := name + "/" + ev.Range().Scope.String()
			if ev.Kind() == trace.EventRangeBegin {
				open[key] = ev.Time()
			} else if from, ok := open[key]; ok {
				delete(open, key)
				what := "stop-the-world"
				if name == "GC mark assist" {
					what = "mark assist"
				}
				gcSpans = append(gcSpans, span{from, ev.Time(), what})
			}
		case trace.EventStateTransition:
			st := ev.StateTransition()
			if st.Resource.Kind != trace.ResourceGoroutine {
				continue
			}
			from, to := st.Goroutine()
			id := st.Resource.Goroutine()
			s := g(id)
			if from == trace.GoNotExist {
				labels[id] = label(st.Stack)
			}
			if from == trace.GoRunning {
				if l := label(ev.Stack()); l != "" {
					labels[id] = l
				}
				if at, ok := running[id]; ok {
					runs[onP[id]] = append(runs[onP[id]], segment{at, ev.Time(), labels[id]})
					delete(running, id)
				}
			}
			if to == trace.GoRunning && ev.Proc() != trace.NoProc {
				running[id], onP[id] = ev.Time(), ev.Proc()
			}
			switch {
			case from == trace.GoRunning && to == trace.GoWaiting:
				s.reason = st.Reason
			case from == trace.GoWaiting && to == trace.GoRunnable:
				s.made = made{ev.Time(), ev.Thread(), ev.Proc() != trace.NoProc, top(ev.Stack(), 3)}
				if ev.Proc() == trace.NoProc {
					noP[ev.Thread()] = append(noP[ev.Thread()], int64(ev.Time()))
				}
			case to == trace.GoRunning:
				s.start = ev.Time()
			}
		case trace.EventLog:
			l := ev.Log()
			if l.Category != category {
				continue
			}
			d, err := strconv.ParseInt(l.Message, 10, 64)
			if err != nil {
				return nil, nil, fmt.Errorf("log event %q: %v", l.Message, err)
			}
			s := g(ev.Goroutine())
			h := int64(ev.Time())
			reqs = append(reqs, pending{request{sent: h - d, runnable: int64(s.made.at), start: int64(s.start), handler: h, reason: s.reason}, s.made})
		}
	}
	poller, most := trace.NoThread, 0
	for t, v := range noP {
		if len(v) > most || len(v) == most && t < poller {
			poller, most = t, len(v)
		}
	}
	var polls []int64
	for i, t := range noP[poller] {
		if i == 0 || t-noP[poller][i-1] > int64(pollBatch) {
			polls = append(polls, t)
		}
	}
	out := make([]request, len(reqs))
	for i, p := range reqs {
		q := p.request
		switch {
		case q.runnable < q.sent:
			q.who = whoAlready
		case !p.made.withP && p.made.thread == poller:
			q.who = whoPoller
		case !p.made.withP:
			q.who = whoNoP
		default:
			q.who = whoP
			if p.made.stack != "" {
				q.who += " (" + p.made.stack + ")"
			}
		}
		if i, _ := slices.BinarySearch(polls, q.sent); i < len(polls) && polls[i] < q.runnable-int64(pollBatch) {
			q.polledPast = true
		}
		// What of the collector's work overlapped the request, longest
		// first.
		var long trace.Time
		for _, sp := range gcSpans {
			if int64(sp.from) < q.handler && int64(sp.to) > q.sent && sp.to-sp.from > long {
				long, q.gc = sp.to-sp.from, fmt.Sprintf("%s of %v", sp.what, time.Duration(sp.to-sp.from))
			}
		}
		// What the Ps ran while the goroutine was runnable.
		from, to := trace.Time(max(q.runnable, q.sent)), trace.Time(q.start)
		if to > from {
			q.beside = map[string]time.Duration{}
			for _, segs := range runs {
				i, _ := slices.BinarySearchFunc(segs, from, func(sg segment, t trace.Time) int {
					return int(sg.to - t)
				})
				for ; i < len(segs) && segs[i].from < to; i++ {
					if d := min(segs[i].to, to) - max(segs[i].from, from); d > 0 {
						q.beside[segs[i].label] += time.Duration(d)
					}
				}
			}
		}
		out[i] = q
	}
	return out, polls, nil
}

// label names a goroutine by the outermost functions of its stack,
// leaving out goexit and the wrappers that start goroutines for others.
func label(s trace.Stack) string {
	var fs []string
	for f := range s.Frames() {
		fs = append(fs, f.Func)
	}
	var out []string
	for i := len(fs) - 1; i >= 0 && len(out) < 2; i-- {
		fn := fs[i]
		switch {
		case strings.HasPrefix(fn, "runtime.goexit"), fn == "sync.(*WaitGroup).Go.func1",
			strings.HasPrefix(fn, "runtime/pprof.Do"), strings.Contains(fn, ".gowrap"):
			continue
		}
		if j := strings.LastIndex(fn, "/"); j >= 0 {
			fn = fn[j+1:]
		}
		out = append(out, fn)
	}
	return strings.Join(out, " > ")
}

// top returns the innermost n functions of s, innermost first.
func top(s trace.Stack, n int) string {
	var fs []string
	for f := range s.Frames() {
		fn := f.Func
		if i := strings.LastIndex(fn, "/"); i >= 0 {
			fn = fn[i+1:]
		}
		fs = append(fs, fn)
		if len(fs) == n {
			break
		}
	}
	return strings.Join(fs, " < ")
}

// report writes percentiles of reqs' parts, their notice delays by who,
// and the n slowest.
func report(w io.Writer, reqs []request, slow time.Duration, n int, beside time.Duration) {
	fmt.Fprintf(w, "%d requests\n", len(reqs))
	if len(reqs) == 0 {
		return
	}
	parts := []struct {
		name string
		f    func(request) time.Duration
	}{{"total", request.total}, {"notice", request.notice}, {"runnable", request.queued}, {"running", request.running}}
	fmt.Fprintf(w, "%-8s %10s %10s %10s %10s %10s\n", "", "p50", "p90", "p99", "p99.9", "max")
	for _, p := range parts {
		var v []time.Duration
		for _, q := range reqs {
			v = append(v, p.f(q))
		}
		slices.Sort(v)
		fmt.Fprintf(w, "%-8s %10v %10v %10v %10v %10v\n", p.name, pct(v, 0.5), pct(v, 0.9), pct(v, 0.99), pct(v, 0.999), v[len(v)-1])
	}
	by := map[string][]time.Duration{}
	nslow := map[string]int{}
	for _, q := range reqs {
		by[q.who] = append(by[q.who], q.notice())
		if q.total() >= slow {
			nslow[q.who]++
		}
	}
	whos := make([]string, 0, len(by))
	for k := range by {
		whos = append(whos, k)
	}
	slices.SortFunc(whos, func(a, b string) int { return len(by[b]) - len(by[a]) })
	fmt.Fprintf(w, "notice by who made the goroutine runnable (requests, of them slower than %v, notice p50, p99, max):\n", slow)
	for _, k := range whos {
		v := by[k]
		slices.Sort(v)
		fmt.Fprintf(w, "%8d %6d %10v %10v %10v  %s\n", len(v), nslow[k], pct(v, 0.5), pct(v, 0.99), v[len(v)-1], k)
	}
	slowest := slices.Clone(reqs)
	slices.SortFunc(slowest, func(a, b request) int { return int(b.total() - a.total()) })
	ngc := 0
	for _, q := range reqs {
		if q.total() >= slow && q.gc != "" {
			ngc++
		}
	}
	fmt.Fprintf(w, "of the requests slower than %v, %d overlapped a stop of the world or a mark assist\n", slow, ngc)
	fmt.Fprintf(w, "the %d slowest: total = notice + runnable + running, who, what it had blocked on, the longest GC work beside it:\n", min(n, len(reqs)))
	for _, q := range slowest[:min(n, len(slowest))] {
		fmt.Fprintf(w, "  %v = %v + %v + %v, %s, %q", q.total(), q.notice(), q.queued(), q.running(), q.who, q.reason)
		if q.gc != "" {
			fmt.Fprintf(w, ", %s", q.gc)
		}
		fmt.Fprintln(w)
		if q.queued() >= beside {
			fmt.Fprintf(w, "    beside it: %s\n", besideList(q.beside, 3))
		}
	}
	all := map[string]time.Duration{}
	nb := 0
	for _, q := range reqs {
		if q.queued() >= beside && q.beside != nil {
			nb++
			for k, d := range q.beside {
				all[k] += d
			}
		}
	}
	fmt.Fprintf(w, "what the Ps ran while the %d requests runnable for %v or more waited (time on all Ps, summed over the requests):\n", nb, beside)
	for _, k := range besideKeys(all) {
		fmt.Fprintf(w, "%12v  %s\n", all[k], k)
	}
}

// besideKeys returns m's keys, longest time first.
func besideKeys(m map[string]time.Duration) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if m[a] != m[b] {
			return int(m[b] - m[a])
		}
		return strings.Compare(a, b)
	})
	return keys
}

// besideList formats the n longest of m.
func besideList(m map[string]time.Duration, n int) string {
	var out []string
	for _, k := range besideKeys(m)[:min(n, len(m))] {
		name := k
		if name == "" {
			name = "(unnamed)"
		}
		out = append(out, fmt.Sprintf("%v %s", m[k].Round(time.Microsecond), name))
	}
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, ", ")
}

// pct returns the p-quantile of the sorted v, by the harnesses' rule.
func pct(v []time.Duration, p float64) time.Duration {
	return harness.Quantile(v, p)
}

// reportPolls writes how often the poller came back from the network
// poller with goroutines to run, and splits the requests noticed later
// than late by whether it came back between the send and the notice.
func reportPolls(w io.Writer, reqs []request, polls []int64, late time.Duration) {
	if len(polls) < 2 {
		return
	}
	var gaps []time.Duration
	for i := 1; i < len(polls); i++ {
		gaps = append(gaps, time.Duration(polls[i]-polls[i-1]))
	}
	slices.Sort(gaps)
	fmt.Fprintf(w, "the poller came back with goroutines to run %d times; between two: p50 %v, p90 %v, p99 %v, max %v\n",
		len(polls), pct(gaps, 0.5), pct(gaps, 0.9), pct(gaps, 0.99), gaps[len(gaps)-1])
	var first, past []time.Duration
	for _, q := range reqs {
		if n := q.notice(); n > late {
			if q.polledPast {
				past = append(past, n)
			} else {
				first = append(first, n)
			}
		}
	}
	fmt.Fprintf(w, "of the %d requests noticed later than %v:\n", len(first)+len(past), late)
	for _, c := range []struct {
		v    []time.Duration
		what string
	}{
		{first, "found by the first goroutines made runnable after the send (the poller, or who polled, was late)"},
		{past, "the poller came back with others first (the bytes came late, or another thread held them)"},
	} {
		if len(c.v) == 0 {
			continue
		}
		slices.Sort(c.v)
		fmt.Fprintf(w, "%8d  notice p50 %v, max %v: %s\n", len(c.v), pct(c.v, 0.5), c.v[len(c.v)-1], c.what)
	}
}
