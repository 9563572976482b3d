// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
)

// abOnlyFlags are the flags that configure -ab itself rather than the
// runs, and are not passed on to them.
var abOnlyFlags = map[string]bool{"ab": true, "fork-go": true, "stock-go": true, "out": true}

// runAB builds yieldbench with the goyield and the stock toolchain, runs
// the fork's build and then the stock build with the same flags, and
// compares their results with benchstat.
func runAB(ctx context.Context, o *options, args []string) error {
	modDir, err := findModule()
	if err != nil {
		return err
	}
	forkGo, err := checkToolchain(ctx, o.forkGo, "-fork-go", true)
	if err != nil {
		return err
	}
	stockGo, err := checkToolchain(ctx, o.stockGo, "-stock-go", false)
	if err != nil {
		return err
	}
	binDir := filepath.Join(o.out, "bin")
	if err := os.MkdirAll(binDir, 0o777); err != nil {
		return err
	}
	binDir, err = filepath.Abs(binDir)
	if err != nil {
		return err
	}
	builds := []struct {
		name, goCmd, bin string
		pkg              string
	}{
		{"fork", forkGo, filepath.Join(binDir, "yieldbench-fork"), "./cmd/yieldbench"},
		{"stock", stockGo, filepath.Join(binDir, "yieldbench-stock"), "./cmd/yieldbench"},
		{"benchstat", forkGo, filepath.Join(binDir, "benchstat"), "golang.org/x/perf/cmd/benchstat"},
	}
	for _, b := range builds {
		fmt.Fprintf(os.Stderr, "yieldbench -ab: building %s with %s\n", b.pkg, b.goCmd)
		cmd := exec.CommandContext(ctx, b.goCmd, "build", "-o", b.bin, b.pkg)
		cmd.Dir = modDir
		cmd.Env = toolchainEnv()
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("building %s with %s: %v\n%s", b.pkg, b.goCmd, err, out)
		}
	}

	childArgs := passThrough(o)
	var files []string
	for _, b := range builds[:2] {
		dir := filepath.Join(o.out, b.name)
		files = append(files, b.name+"="+filepath.Join(dir, "results.txt"))
		fmt.Fprintf(os.Stderr, "\nyieldbench -ab: running the %s build: %s %s\n", b.name, b.bin, strings.Join(childArgs, " "))
		if b.name == "stock" {
			fmt.Fprintf(os.Stderr, "yieldbench -ab: on stock Go, runtime.Yield and runtime.Grunningnanos do not exist: "+
				"the yield and elastic-yield configurations fall back (Yield is a no-op, the Pacer calls Gosched about once per ms, grants count wall time)\n")
		}
		if err := runChild(ctx, b.bin, append(childArgs, "-out", dir), "["+b.name+"] "); err != nil {
			return fmt.Errorf("the %s build: %w", b.name, err)
		}
	}

	// Compare. The runs differ in the toolchain and its notes, which
	// benchstat must not split tables on.
	bsArgs := append([]string{"-ignore", "toolchain,note,runtime-yield"}, files...)
	cmd := exec.CommandContext(ctx, builds[2].bin, bsArgs...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("benchstat: %v\n%s", err, out)
	}
	header := fmt.Sprintf("# benchstat %s\n# fork: %s\n# stock: %s (yield and elastic-yield fall back: see the note in stock/results.txt)\n\n",
		strings.Join(bsArgs, " "), versionOf(ctx, forkGo), versionOf(ctx, stockGo))
	path := filepath.Join(o.out, "benchstat.txt")
	if err := os.WriteFile(path, append([]byte(header), out...), 0o666); err != nil {
		return err
	}
	fmt.Printf("\n%s%s\nwrote %s\n", header, out, path)
	return nil
}

// findModule returns the directory of the goyield.dev/elastic module,
// looking up from the current directory.
func findModule() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(data, []byte("module goyield.dev/elastic\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("-ab builds yieldbench from source: run it inside the module goyield.dev/elastic (misc/elastic of the goyield checkout)")
		}
		dir = parent
	}
}

// checkToolchain resolves a go command and checks that it is (wantFork)
// or is not the goyield toolchain.
func checkToolchain(ctx context.Context, goCmd, flagName string, wantFork bool) (string, error) {
	path, err := exec.LookPath(goCmd)
	if err != nil {
		return "", fmt.Errorf("%s %s: %v", flagName, goCmd, err)
	}
	v := versionOf(ctx, path)
	if v == "" {
		return "", fmt.Errorf("%s %s: cannot run it", flagName, path)
	}
	if isFork := strings.Contains(v, "goyield"); isFork != wantFork {
		want := "the goyield toolchain"
		if !wantFork {
			want = "a stock toolchain"
		}
		return "", fmt.Errorf("%s %s is %s, not %s", flagName, path, v, want)
	}
	return path, nil
}

// versionOf returns the toolchain version of a go command, or "".
func versionOf(ctx context.Context, goCmd string) string {
	cmd := exec.CommandContext(ctx, goCmd, "env", "GOVERSION")
	cmd.Env = toolchainEnv()
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// toolchainEnv is the environment for running another toolchain's go
// command: without the settings of the toolchain that may have started
// us, and with toolchain switching off.
func toolchainEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "GOROOT", "GOEXPERIMENT", "GOTOOLCHAIN":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "GOTOOLCHAIN=local")
}

// passThrough returns the flags to give the runs: those set on the
// command line, except -ab's own.
func passThrough(o *options) []string {
	var args []string
	for _, kv := range o.set {
		if !abOnlyFlags[kv[0]] {
			args = append(args, "-"+kv[0]+"="+kv[1])
		}
	}
	return args
}

// runChild runs a yieldbench build, copying its output line by line with
// a prefix. If ctx is done it asks the child to stop with SIGTERM, so
// that it stops its own client process, and kills it if it has not
// exited within five seconds.
func runChild(ctx context.Context, bin string, args []string, prefix string) error {
	var err error
	var wg sync.WaitGroup
	wg.Go(func() {
		// The child dies with the thread that starts it (childAttr):
		// keep this goroutine on that thread until it has exited.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.SysProcAttr = childAttr()
		cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
		cmd.WaitDelay = 5 * time.Second
		stdout, perr := cmd.StdoutPipe()
		if perr != nil {
			err = perr
			return
		}
		cmd.Stderr = cmd.Stdout
		if err = cmd.Start(); err != nil {
			return
		}
		copyPrefixed(os.Stdout, stdout, prefix)
		err = cmd.Wait()
	})
	wg.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// copyPrefixed copies r to w line by line, prefixing each line.
func copyPrefixed(w io.Writer, r io.Reader, prefix string) {
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			fmt.Fprint(w, prefix+line)
			if !strings.HasSuffix(line, "\n") {
				fmt.Fprintln(w)
			}
		}
		if err != nil {
			return
		}
	}
}
