// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"context"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// toolchains returns the goyield go command on PATH and a stock one,
// or skips the test.
func toolchains(t *testing.T) (fork, stock string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds programs")
	}
	v, err := exec.Command("go", "env", "GOVERSION").Output()
	if err != nil || !strings.Contains(string(v), "goyield") {
		t.Skip("needs the goyield toolchain first on PATH")
	}
	stock = os.Getenv("STOCK_GO")
	if stock == "" {
		stock = "/usr/local/go/bin/go"
	}
	if _, err := os.Stat(stock); err != nil {
		t.Skipf("needs a stock toolchain at %s or $STOCK_GO", stock)
	}
	return "go", stock
}

// writeModule writes a main package of module mod into a new directory.
func writeModule(t *testing.T, mod string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":  "module " + mod + "\n\ngo 1.26.0\n",
		"main.go": "package main\n\nfunc main() {}\n",
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// buildIn builds the module in dir with goCmd into out.
func buildIn(t *testing.T, goCmd, dir, out string) {
	t.Helper()
	cmd := exec.Command(goCmd, "build", "-o", out, ".")
	cmd.Dir, cmd.Env = dir, buildEnv(true)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s build: %v\n%s", goCmd, err, b)
	}
}

var testProg = Program{Name: "prog", Module: "example.com/prog", Pkg: "."}

// -ab -build DIR writes binaries that -bins DIR takes, and -bins refuses
// a directory without them, or with binaries that are not what their
// names say.
func TestBuildAndBins(t *testing.T) {
	forkGo, stockGo := toolchains(t)
	mod := writeModule(t, "example.com/prog")
	t.Chdir(mod)
	dir := filepath.Join(t.TempDir(), "bins")
	f := BuildFlags{AB: true, Build: dir, ForkGo: forkGo, StockGo: stockGo}
	if b, err := f.Resolve(context.Background(), testProg, "unused"); err != nil || b != nil {
		t.Fatalf("-ab -build: %v, %v; want nil, nil: nothing to run", b, err)
	}
	b, err := loadBins(dir, testProg)
	if err != nil {
		t.Fatalf("-bins of what -build wrote: %v", err)
	}
	if !slices.Equal(b.Toolchains, []string{"fork", "stock"}) || !b.Fork["fork"] || b.Fork["stock"] || b.Client != b.Path["stock"] {
		t.Errorf("-bins: %+v", b)
	}
	for _, tc := range b.Toolchains {
		if v := b.Version[tc]; !strings.Contains(v, "CGO_ENABLED=0") {
			t.Errorf("%s: built %q, want a static build", tc, v)
		}
	}

	// Another build, under a name of its own, joins the toolchains.
	if err := os.Link(b.Path["fork"], filepath.Join(dir, "prog-base")); err != nil {
		t.Fatal(err)
	}
	if b, err = loadBins(dir, testProg); err != nil || !slices.Equal(b.Toolchains, []string{"fork", "stock", "base"}) {
		t.Errorf("-bins with prog-base: %v, %v", b, err)
	}
	os.Remove(filepath.Join(dir, "prog-base"))

	fork, stock := filepath.Join(dir, "prog-fork"), filepath.Join(dir, "prog-stock")
	buildIn(t, stockGo, mod, fork)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "prog-fork was built by go1.26") || !strings.Contains(err.Error(), "not the goyield toolchain its name says") {
		t.Errorf("-bins with a stock build as prog-fork: %v", err)
	}
	buildIn(t, forkGo, mod, fork)
	buildIn(t, forkGo, mod, stock)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "not the stock toolchain its name says") {
		t.Errorf("-bins with a goyield build as prog-stock: %v", err)
	}
	os.Remove(stock)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "there is no "+stock) {
		t.Errorf("-bins without a stock build: %v", err)
	}
	buildIn(t, stockGo, mod, stock)
	os.Remove(fork)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "there is no "+fork) {
		t.Errorf("-bins without a fork build: %v", err)
	}
	buildIn(t, forkGo, mod, fork)
	if _, err := loadBins(dir, testProg); err != nil {
		t.Fatalf("-bins after rebuilding: %v", err)
	}

	// A binary of another program.
	other := writeModule(t, "example.com/other")
	buildIn(t, forkGo, other, fork)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "was built from example.com/other, not example.com/prog") {
		t.Errorf("-bins with another program's binary: %v", err)
	}

	// Tools the program needs.
	buildIn(t, forkGo, mod, fork)
	withTool := testProg
	withTool.Tools = []Tool{{Name: "benchstat", Pkg: "golang.org/x/perf/cmd/benchstat"}}
	if _, err := loadBins(dir, withTool); err == nil || !strings.Contains(err.Error(), "there is no "+filepath.Join(dir, "benchstat")) {
		t.Errorf("-bins without a tool: %v", err)
	}
}

// -bins names what is wrong with a file that is not a binary for this
// machine.
func TestBinsNotBinaries(t *testing.T) {
	if _, err := loadBins(filepath.Join(t.TempDir(), "missing"), testProg); err == nil || !strings.Contains(err.Error(), "-bins") {
		t.Errorf("-bins of a missing directory: %v", err)
	}
	dir := t.TempDir()
	write := func(name, data string, mode os.FileMode) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), mode); err != nil {
			t.Fatal(err)
		}
	}
	write("prog-fork", "#!/bin/sh\n", 0o644)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "prog-fork is not an executable file") {
		t.Errorf("-bins with a file that is not executable: %v", err)
	}
	os.Chmod(filepath.Join(dir, "prog-fork"), 0o755)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "prog-fork is not a Go program") {
		t.Errorf("-bins with a shell script: %v", err)
	}
	os.Remove(filepath.Join(dir, "prog-fork"))
	os.Mkdir(filepath.Join(dir, "prog-fork"), 0o777)
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "prog-fork is not an executable file") {
		t.Errorf("-bins with a directory: %v", err)
	}
}

// A binary for another GOARCH is refused.
func TestBinsOtherArch(t *testing.T) {
	forkGo, _ := toolchains(t)
	mod := writeModule(t, "example.com/prog")
	arch := "arm64"
	if v, _ := exec.Command(forkGo, "env", "GOARCH").Output(); strings.TrimSpace(string(v)) == "arm64" {
		arch = "amd64"
	}
	dir := t.TempDir()
	cmd := exec.Command(forkGo, "build", "-o", filepath.Join(dir, "prog-fork"), ".")
	cmd.Dir, cmd.Env = mod, append(buildEnv(true), "GOARCH="+arch)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	if _, err := loadBins(dir, testProg); err == nil || !strings.Contains(err.Error(), "is for linux/"+arch) {
		t.Errorf("-bins with a binary for %s: %v", arch, err)
	}
}

func TestBuildFlagsCheck(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-bins", "d", "-ab"}, "does not go with -ab or -build"},
		{[]string{"-build", "d"}, "use it with -ab"},
		{[]string{"-stock-go", "go"}, "use them with -ab"},
		{[]string{"-toolchain", "base=go"}, "use them with -ab"},
	} {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		var f BuildFlags
		f.Register(fs, "prog", true)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		if err := f.Check(); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: Check = %v, want an error saying %q", c.args, err, c.msg)
		}
	}
	for _, bad := range []string{"fork=go", "stock=go", "a/b=go", "base", "base="} {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		var f BuildFlags
		f.Register(fs, "prog", true)
		if err := fs.Parse([]string{"-ab", "-toolchain", bad}); err == nil {
			t.Errorf("-toolchain %s accepted", bad)
		}
	}
}
