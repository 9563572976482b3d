// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
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

	"goyield.dev/elastic"
	"goyield.dev/harness"
)

// program is yieldbench, as its builds see it.
var program = harness.Program{
	Name:   "yieldbench",
	Module: "goyield.dev/elastic",
	Pkg:    "./cmd/yieldbench",
	Fork:   elastic.Fork,
	Tools:  []harness.Tool{{Name: "benchstat", Pkg: "golang.org/x/perf/cmd/benchstat"}},
}

// abOnlyFlags are the flags that configure -ab itself rather than the
// runs, and are not passed on to them.
var abOnlyFlags = map[string]bool{"ab": true, "build": true, "bins": true, "fork-go": true, "stock-go": true, "out": true}

// runAB runs the builds of yieldbench that -ab makes, or that -bins
// names, one after the other with the same flags, and compares their
// results with benchstat. With -ab -build it only builds them.
func runAB(ctx context.Context, o *options) error {
	bins, err := o.build.Resolve(ctx, program, o.out)
	if bins == nil || err != nil {
		return err
	}
	childArgs := passThrough(o)
	var files []string
	for _, tc := range bins.Toolchains {
		dir := filepath.Join(o.out, tc)
		files = append(files, tc+"="+filepath.Join(dir, "results.txt"))
		fmt.Fprintf(os.Stderr, "\nyieldbench -ab: running the %s build: %s %s\n", tc, bins.Path[tc], strings.Join(childArgs, " "))
		if !bins.Fork[tc] {
			fmt.Fprintf(os.Stderr, "yieldbench -ab: on stock Go, runtime.Yield and runtime.Grunningnanos do not exist: "+
				"the yield and elastic-yield configurations fall back (Yield is a no-op, the Pacer calls Gosched about once per ms, grants count wall time)\n")
		}
		if err := runChild(ctx, bins.Path[tc], append(childArgs, "-out", dir), "["+tc+"] "); err != nil {
			return fmt.Errorf("the %s build: %w", tc, err)
		}
	}

	// Compare. The runs differ in the toolchain and its notes, which
	// benchstat must not split tables on.
	bsArgs := append([]string{"-ignore", "toolchain,note,runtime-yield"}, files...)
	cmd := exec.CommandContext(ctx, bins.Tools["benchstat"], bsArgs...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("benchstat: %v\n%s", err, out)
	}
	header := fmt.Sprintf("# benchstat %s\n# %s\n# (on stock Go, yield and elastic-yield fall back: see the note in stock/results.txt)\n\n",
		strings.Join(bsArgs, " "), strings.Join(bins.Header(), "\n# "))
	path := filepath.Join(o.out, "benchstat.txt")
	if err := os.WriteFile(path, append([]byte(header), out...), 0o666); err != nil {
		return err
	}
	fmt.Printf("\n%s%s\nwrote %s\n", header, out, path)
	return nil
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
