// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"
)

// Flags are the flags every multi-process harness shares.
type Flags struct {
	Role   string        // -role: "" for the orchestrator
	Count  int           // -count: rounds
	Dur    time.Duration // -d: each run's measured window
	Warmup time.Duration // -warmup: time before the window
	Out    string        // -out: the results' directory
	Layout LayoutFlags
	Build  BuildFlags

	// TraceDir, -trace, is where servers write execution traces of
	// their windows; TraceFile, -tracefile, tells a server its file.
	TraceDir, TraceFile string
	// Workers, -workers, tells a server how many goroutines of
	// background work to run (see NumWorkers).
	Workers int
}

// Defaults are a harness's defaults for Flags.
type Defaults struct {
	Name       string // the program's name
	Module     string // its module's path, for -help
	Procs      int    // the server's GOMAXPROCS
	Dur        time.Duration
	Warmup     time.Duration
	Toolchains bool // whether it offers -toolchain
}

// Register defines the flags on fs, and a usage message that explains
// the CPU layout.
func (f *Flags) Register(fs *flag.FlagSet, d Defaults) {
	fs.StringVar(&f.Role, "role", "", "internal: the role of this process (server, client, worker)")
	fs.IntVar(&f.Count, "count", 1, "runs of each configuration, interleaved")
	fs.DurationVar(&f.Dur, "d", d.Dur, "length of each run's measured window")
	fs.DurationVar(&f.Warmup, "warmup", d.Warmup, "time the background runs before the window")
	fs.StringVar(&f.Out, "out", d.Name+"-out", "`dir`ectory for the results")
	fs.StringVar(&f.TraceDir, "trace", "", "write an execution trace of each run's window into `dir`")
	fs.StringVar(&f.TraceFile, "tracefile", "", "internal: the server writes an execution trace of its window to `file`")
	fs.IntVar(&f.Workers, "workers", 0, "internal: the server's background goroutines (0: 2×GOMAXPROCS)")
	f.Layout.Register(fs, d.Procs)
	f.Build.Register(fs, d.Name, d.Toolchains)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "usage: %s [flags]\n\nFlags:\n", d.Name)
		fs.PrintDefaults()
		fmt.Fprintf(w, "\n%s\nOn a bigger machine: build with -ab -build DIR here, copy DIR there, and run\nDIR/%s-stock -bins DIR with the flags above. 'go doc %s' says more.\n",
			LayoutHelp, d.Name, d.Module)
	}
}

// Check reports bad values and flags that do not go together.
func (f *Flags) Check() error {
	if f.Count < 1 || f.Dur <= 0 || f.Warmup < 0 {
		return errors.New("-count and -d must be positive, -warmup not negative")
	}
	return f.Build.Check()
}

// NumWorkers returns how many goroutines of background work a server
// runs: -workers, or by default two per P.
func (f *Flags) NumWorkers() int {
	if f.Workers > 0 {
		return f.Workers
	}
	return 2 * runtime.GOMAXPROCS(0)
}

// TraceArgs returns the arguments that make a server write an execution
// trace of its window into -trace's directory as name.trace, or none
// without -trace.
func (f *Flags) TraceArgs(name string) ([]string, error) {
	if f.TraceDir == "" {
		return nil, nil
	}
	if err := os.MkdirAll(f.TraceDir, 0o777); err != nil {
		return nil, err
	}
	return []string{"-tracefile", filepath.Join(f.TraceDir, name+".trace")}, nil
}

// Main parses the command line into the flags defined on
// flag.CommandLine, f's among them, and runs the role this process was
// started in, roles[f.Role]; roles[""] is the orchestrator. It exits
// with the role's error, printed as "name: error", if any. The context
// ends at SIGINT or SIGTERM.
func Main(name string, f *Flags, roles map[string]func(context.Context) error) {
	flag.Parse()
	if flag.NArg() != 0 {
		fmt.Fprintf(os.Stderr, "%s: unexpected arguments %q\n", name, flag.Args())
		os.Exit(2)
	}
	run, ok := roles[f.Role]
	if !ok {
		fmt.Fprintf(os.Stderr, "%s: unknown -role %q\n", name, f.Role)
		os.Exit(2)
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx)
	cancel()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		os.Exit(1)
	}
}

// ParseList parses a comma-separated list of names, each of which must
// be one of valid. It returns them in the order given, once each.
func ParseList(s string, valid []string) ([]string, error) {
	var out []string
	for f := range strings.SplitSeq(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !slices.Contains(valid, f) {
			return nil, fmt.Errorf("unknown %q (want some of %s)", f, strings.Join(valid, ","))
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("empty list")
	}
	return out, nil
}

// A Config is one configuration of a matrix.
type Config interface {
	comparable
	Name() string // its benchmark name
}

// Interleave returns round's order of configs. Every round runs every
// configuration once, in an order of its own, so that a slow stretch of
// the machine falls on different configurations in different rounds.
func Interleave[C any](configs []C, round int) []C {
	order := slices.Clone(configs)
	rand.New(rand.NewPCG(uint64(round), 7)).Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
	return order
}

// Rounds runs every configuration count times, interleaved, and stops at
// the first error or when ctx ends. It first says on standard error,
// after name, how long that will take at perRun a run.
func Rounds[C Config](ctx context.Context, name string, count int, configs []C, perRun time.Duration, run func(c C, round int) error) error {
	est := time.Duration(len(configs)*count) * perRun
	fmt.Fprintf(os.Stderr, "%s: %d configurations × %d, about %v\n", name, len(configs), count, est.Round(time.Second))
	for round := range count {
		for _, c := range Interleave(configs, round) {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := run(c, round); err != nil {
				return fmt.Errorf("%s: %w", c.Name(), err)
			}
		}
	}
	return nil
}

// A Metric is one value of a benchmark result, in benchstat's terms.
type Metric struct {
	Value float64
	Unit  string
}

// Results is a run's results.txt, benchstat's input, which it also
// copies to standard output.
type Results struct {
	dir string
	f   *os.File
	w   io.Writer
}

// CreateResults creates dir/results.txt and writes its header: the
// configuration lines benchstat reads, then a comment line for each
// line of header.
func CreateResults(dir, pkg string, header []string) (*Results, error) {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	f, err := os.Create(filepath.Join(dir, "results.txt"))
	if err != nil {
		return nil, err
	}
	r := &Results{dir: dir, f: f, w: io.MultiWriter(os.Stdout, f)}
	fmt.Fprintf(r.w, "goos: %s\ngoarch: %s\npkg: %s\n", runtime.GOOS, runtime.GOARCH, pkg)
	for _, h := range header {
		fmt.Fprintf(r.w, "# %s\n", h)
	}
	return r, nil
}

// Add writes one run's result line.
func (r *Results) Add(name string, ms []Metric) {
	fmt.Fprintf(r.w, "%s 1", name)
	for _, m := range ms {
		fmt.Fprintf(r.w, " %.6g %s", m.Value, m.Unit)
	}
	fmt.Fprintln(r.w)
}

// Summary writes what write writes to summary.txt beside results.txt,
// and to standard output.
func (r *Results) Summary(write func(io.Writer)) error {
	var b bytes.Buffer
	write(&b)
	fmt.Print("\n", b.String())
	return os.WriteFile(filepath.Join(r.dir, "summary.txt"), b.Bytes(), 0o666)
}

// Close closes results.txt.
func (r *Results) Close() error { return r.f.Close() }

// Sleep sleeps for d, or until ctx ends, and returns ctx's error then.
func Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Machine returns a line for results.txt's header that says what
// machine the runs ran on: its CPUs, and those this process may use.
func Machine() string {
	allowed, _ := AllowedCPUs()
	return fmt.Sprintf("machine: runtime.NumCPU() = %d, CPUs %s", runtime.NumCPU(), FormatCPUList(allowed))
}
