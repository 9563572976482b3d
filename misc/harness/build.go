// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"context"
	"debug/buildinfo"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
)

// A Program is a harness, as its builds see it.
type Program struct {
	Name   string // its binaries' base name: kvbench builds kvbench-fork and kvbench-stock
	Module string // its module's path
	Pkg    string // the package to build, relative to the module's root: "." or "./cmd/yieldbench"
	Fork   bool   // whether this build of it has the goyield runtime
	Tools  []Tool // programs built beside it with the goyield toolchain
}

// A Tool is a program a harness runs, built beside it.
type Tool struct {
	Name string // its binary's name
	Pkg  string // its package, as go build takes it in the harness's module
}

// A Toolchain is a go command to build a harness with, under a name.
type Toolchain struct {
	Name string
	Go   string
}

// BuildFlags are the flags that choose the builds a run compares: -ab,
// -build, -bins, -fork-go, -stock-go and, where a harness offers it,
// -toolchain.
type BuildFlags struct {
	AB      bool
	Build   string
	Bins    string
	ForkGo  string
	StockGo string
	Extra   []Toolchain
	name    string
}

// Register defines the flags on fs for the program named name. If
// extra, it also defines -toolchain.
func (f *BuildFlags) Register(fs *flag.FlagSet, name string, extra bool) {
	f.name = name
	fs.BoolVar(&f.AB, "ab", false, "build "+name+" with the goyield and the stock toolchain, and run both builds, interleaved")
	fs.StringVar(&f.Build, "build", "", "with -ab, build the binaries into `dir` and exit: copy dir to another machine and run them there with -bins (static builds, for this GOOS and GOARCH unless set)")
	fs.StringVar(&f.Bins, "bins", "", "run the binaries that -ab -build wrote into `dir`, with no Go toolchain needed")
	fs.StringVar(&f.ForkGo, "fork-go", "", "with -ab, the goyield `go` command (default: go on PATH)")
	fs.StringVar(&f.StockGo, "stock-go", "", "with -ab, the stock Go `go` command (default: $STOCK_GO, or /usr/local/go/bin/go)")
	if extra {
		fs.Func("toolchain", "with -ab, also build with `NAME=GO-COMMAND` (another goyield checkout, say) and run it as toolchain NAME; repeatable", func(v string) error {
			name, goCmd, ok := strings.Cut(v, "=")
			if !ok || !validToolchainName(name) || name == "fork" || name == "stock" || goCmd == "" {
				return errors.New("want NAME=GO-COMMAND, with NAME of letters, digits, _ and -, and not fork or stock")
			}
			for _, e := range f.Extra {
				if e.Name == name {
					return fmt.Errorf("toolchain %s given twice", name)
				}
			}
			f.Extra = append(f.Extra, Toolchain{name, goCmd})
			return nil
		})
	}
}

var toolchainName = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

func validToolchainName(s string) bool { return toolchainName.MatchString(s) }

// Check reports flags that do not go together.
func (f *BuildFlags) Check() error {
	switch {
	case f.Bins != "" && (f.AB || f.Build != ""):
		return errors.New("-bins runs binaries built earlier: it does not go with -ab or -build")
	case f.Build != "" && !f.AB:
		return errors.New("-build writes the binaries of an A/B run: use it with -ab")
	case !f.AB && (f.ForkGo != "" || f.StockGo != "" || len(f.Extra) > 0):
		return errors.New("-fork-go, -stock-go and -toolchain choose what -ab builds: use them with -ab")
	}
	return nil
}

// Binaries are the builds of a harness that a run compares.
type Binaries struct {
	Toolchains []string          // fork, stock, then other builds by name; or this build's alone
	Path       map[string]string // by toolchain
	Version    map[string]string // the Go version that built each
	Fork       map[string]bool   // whether each has the goyield runtime
	Client     string            // the one binary every client runs
	Tools      map[string]string // the Program's tools, by name
}

// Header returns lines for results.txt that say what built each binary.
func (b *Binaries) Header() []string {
	var h []string
	for _, tc := range b.Toolchains {
		h = append(h, fmt.Sprintf("%s: %s", tc, b.Version[tc]))
	}
	return append(h, "client: "+describe(b.Client))
}

// Resolve returns the builds to run, as the flags say:
//
//	-bins DIR     those that -ab -build DIR wrote, checked
//	-ab           builds with each toolchain, into out/bin
//	-ab -build D  builds into D, and returns nil: the caller exits
//	none          this binary alone, under the name of its toolchain
//
// The client is the stock build, or this binary alone, so that every
// server of an A/B run is measured by the same program.
func (f *BuildFlags) Resolve(ctx context.Context, p Program, out string) (*Binaries, error) {
	switch {
	case f.Bins != "":
		return loadBins(f.Bins, p)
	case f.AB:
		dir := filepath.Join(out, "bin")
		if f.Build != "" {
			dir = f.Build
		}
		b, err := f.build(ctx, p, dir, f.Build != "")
		if err != nil || f.Build == "" {
			return b, err
		}
		var names []string
		for _, tc := range b.Toolchains {
			names = append(names, fmt.Sprintf("%s-%s (%s)", p.Name, tc, b.Version[tc]))
		}
		for _, t := range p.Tools {
			names = append(names, t.Name)
		}
		fmt.Fprintf(os.Stderr, "%[1]s: built %[2]s in %[3]s\n%[1]s: copy %[3]s to the machine to measure, and there run\n\t%[3]s/%[1]s-stock -bins %[3]s [flags]\n",
			p.Name, strings.Join(names, ", "), f.Build)
		return nil, nil
	}
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	tc := "stock"
	if p.Fork {
		tc = "fork"
	}
	return &Binaries{
		Toolchains: []string{tc},
		Path:       map[string]string{tc: self},
		Version:    map[string]string{tc: describe(self)},
		Fork:       map[string]bool{tc: p.Fork},
		Client:     self,
		Tools:      map[string]string{},
	}, nil
}

// build builds p with each toolchain into dir. Static builds, for
// another machine, are made without cgo and for the GOOS and GOARCH in
// the environment, if set.
func (f *BuildFlags) build(ctx context.Context, p Program, dir string, static bool) (*Binaries, error) {
	mod, err := moduleDir(p)
	if err != nil {
		return nil, err
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	tcs := []Toolchain{{"fork", f.ForkGo}, {"stock", f.StockGo}}
	if tcs[0].Go == "" {
		tcs[0].Go = "go"
	}
	if tcs[1].Go == "" {
		tcs[1].Go = os.Getenv("STOCK_GO")
	}
	if tcs[1].Go == "" {
		tcs[1].Go = "/usr/local/go/bin/go"
	}
	tcs = append(tcs, f.Extra...)
	env := buildEnv(static)
	b := &Binaries{Path: map[string]string{}, Version: map[string]string{}, Fork: map[string]bool{}, Tools: map[string]string{}}
	gobuild := func(goCmd, out, pkg string) error {
		cmd := exec.CommandContext(ctx, goCmd, "build", "-o", out, pkg)
		cmd.Dir, cmd.Env = mod, env
		if o, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("-ab: building %s with %s: %v\n%s", pkg, goCmd, err, o)
		}
		return nil
	}
	for _, tc := range tcs {
		cmd := exec.CommandContext(ctx, tc.Go, "env", "GOVERSION")
		cmd.Env = env
		v, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("-ab: the %s toolchain %q: %v", tc.Name, tc.Go, err)
		}
		version := strings.TrimSpace(string(v))
		isFork := strings.Contains(version, "goyield")
		if (tc.Name == "fork" || tc.Name == "stock") && isFork != (tc.Name == "fork") {
			return nil, fmt.Errorf("-ab: %q is %s, not a %s toolchain (set -fork-go and -stock-go)", tc.Go, version, tc.Name)
		}
		bin := filepath.Join(dir, p.Name+"-"+tc.Name)
		if err := gobuild(tc.Go, bin, p.Pkg); err != nil {
			return nil, err
		}
		b.Toolchains = append(b.Toolchains, tc.Name)
		b.Path[tc.Name] = bin
		b.Version[tc.Name] = describe(bin)
		b.Fork[tc.Name] = isFork
	}
	for _, t := range p.Tools {
		bin := filepath.Join(dir, t.Name)
		if err := gobuild(tcs[0].Go, bin, t.Pkg); err != nil {
			return nil, err
		}
		b.Tools[t.Name] = bin
	}
	b.Client = b.Path["stock"]
	return b, nil
}

// buildEnv is the environment for another toolchain's go command:
// without the settings of the toolchain that may have started this one,
// and with toolchain switching off.
func buildEnv(static bool) []string {
	var env []string
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "GOROOT", "GOEXPERIMENT", "GOTOOLCHAIN", "GOFLAGS":
			continue
		case "GOOS", "GOARCH", "CGO_ENABLED":
			if !static {
				continue
			}
		}
		env = append(env, kv)
	}
	env = append(env, "GOTOOLCHAIN=local")
	if static {
		env = append(env, "CGO_ENABLED=0")
	}
	return env
}

// moduleDir returns the directory of p's module, looking up from the
// current directory: -ab builds from source.
func moduleDir(p Program) (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.HasPrefix(string(data), "module "+p.Module+"\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("-ab builds %s from source: run it inside the module %s of the goyield checkout, or run binaries built earlier with -bins", p.Name, p.Module)
		}
		dir = parent
	}
}

// loadBins returns the binaries of p in dir: NAME-fork, NAME-stock and
// any other NAME-TOOLCHAIN, and p's tools. It checks that each is an
// executable for this machine, built from p's module by the toolchain
// its name says.
func loadBins(dir string, p Program) (*Binaries, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("-bins: %v", err)
	}
	b := &Binaries{Toolchains: []string{"fork", "stock"}, Path: map[string]string{}, Version: map[string]string{}, Fork: map[string]bool{}, Tools: map[string]string{}}
	var extra []string
	for _, e := range ents {
		tc, ok := strings.CutPrefix(e.Name(), p.Name+"-")
		if ok && validToolchainName(tc) && tc != "fork" && tc != "stock" {
			extra = append(extra, tc)
		}
	}
	slices.Sort(extra)
	b.Toolchains = append(b.Toolchains, extra...)
	for _, tc := range b.Toolchains {
		bin := filepath.Join(dir, p.Name+"-"+tc)
		bi, err := checkBinary(bin, p.Module)
		if err != nil {
			return nil, err
		}
		fork := isForkBuild(bi)
		switch {
		case tc == "fork" && !fork:
			return nil, fmt.Errorf("-bins: %s was built by %s, not the goyield toolchain its name says", bin, bi.GoVersion)
		case tc == "stock" && strings.Contains(bi.GoVersion, "goyield"):
			return nil, fmt.Errorf("-bins: %s was built by %s, not the stock toolchain its name says", bin, bi.GoVersion)
		}
		b.Path[tc] = bin
		b.Version[tc] = describe(bin)
		b.Fork[tc] = fork
	}
	for _, t := range p.Tools {
		bin := filepath.Join(dir, t.Name)
		if _, err := checkBinary(bin, ""); err != nil {
			return nil, err
		}
		b.Tools[t.Name] = bin
	}
	b.Client = b.Path["stock"]
	return b, nil
}

// checkBinary checks that bin is a Go executable for this machine and,
// unless module is "", that it was built from module.
func checkBinary(bin, module string) (*buildinfo.BuildInfo, error) {
	st, err := os.Stat(bin)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("-bins: there is no %s: build the binaries with -ab -build DIR, and copy all of DIR", bin)
	}
	if err != nil {
		return nil, fmt.Errorf("-bins: %v", err)
	}
	if !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return nil, fmt.Errorf("-bins: %s is not an executable file", bin)
	}
	bi, err := buildinfo.ReadFile(bin)
	if err != nil {
		return nil, fmt.Errorf("-bins: %s is not a Go program built here: %v", bin, err)
	}
	if module != "" && bi.Main.Path != module {
		return nil, fmt.Errorf("-bins: %s was built from %s, not %s", bin, bi.Path, module)
	}
	goos, goarch := setting(bi, "GOOS"), setting(bi, "GOARCH")
	if goos != runtime.GOOS || goarch != runtime.GOARCH {
		return nil, fmt.Errorf("-bins: %s is for %s/%s, and this machine runs %s/%s", bin, goos, goarch, runtime.GOOS, runtime.GOARCH)
	}
	return bi, nil
}

// isForkBuild reports whether bi's program has the goyield runtime: it
// was built by goyield, which did not turn the experiment off.
func isForkBuild(bi *buildinfo.BuildInfo) bool {
	return strings.Contains(bi.GoVersion, "goyield") && !strings.Contains(setting(bi, "GOEXPERIMENT"), "nogoyield")
}

func setting(bi *buildinfo.BuildInfo, key string) string {
	for _, s := range bi.Settings {
		if s.Key == key {
			return s.Value
		}
	}
	return ""
}

// describe says what built bin: the Go version, and cgo's setting.
func describe(bin string) string {
	bi, err := buildinfo.ReadFile(bin)
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	s := bi.GoVersion
	if v := setting(bi, "CGO_ENABLED"); v != "" {
		s += ", CGO_ENABLED=" + v
	}
	if v := setting(bi, "GOEXPERIMENT"); v != "" {
		s += ", GOEXPERIMENT=" + v
	}
	return s
}
