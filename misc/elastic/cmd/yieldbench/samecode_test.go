// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"goyield.dev/harness"
)

// TestBackgroundSameCode checks that the background loop of the
// configurations that never yield (spin, sched-idle) compiles to the
// same instructions with the goyield toolchain as with the stock one.
// Comparing the two toolchains on those configurations measures the
// runtime only if the programs are the same: once, the loop held a call
// to Yield that was never taken but made the fork's build of the loop
// differ from stock's, and the comparison blamed the runtime for a 4-10×
// tail latency that came from the difference (issue 12).
//
// It needs both toolchains: the go command on PATH must be goyield's,
// and the stock one is $YIELDBENCH_STOCK_GO or /usr/local/go/bin/go.
func TestBackgroundSameCode(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping two builds of yieldbench")
	}
	forkGo, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	if v, err := exec.Command(forkGo, "env", "GOVERSION").Output(); err != nil || !strings.Contains(string(v), "goyield") {
		t.Skip("the go command on PATH is not the goyield toolchain")
	}
	stockGo := os.Getenv("YIELDBENCH_STOCK_GO")
	if stockGo == "" {
		stockGo = "/usr/local/go/bin/go"
	}
	if _, err := os.Stat(stockGo); err != nil {
		t.Skipf("no stock toolchain at %s (set YIELDBENCH_STOCK_GO)", stockGo)
	}

	// Build as -ab does, without benchstat.
	dir := t.TempDir()
	prog := program
	prog.Tools = nil
	f := harness.BuildFlags{AB: true, Build: dir, ForkGo: forkGo, StockGo: stockGo}
	if _, err := f.Resolve(context.Background(), prog, dir); err != nil {
		t.Fatal(err)
	}
	var code [2][]string
	for i, tc := range []string{"fork", "stock"} {
		bin := filepath.Join(dir, "yieldbench-"+tc)
		// Disassemble with the fork's objdump, so that only the
		// compilers differ.
		out, err := exec.Command(forkGo, "tool", "objdump", "-s", `^main\.noYieldLoop$`, bin).CombinedOutput()
		if err != nil {
			t.Fatalf("objdump: %v\n%s", err, out)
		}
		code[i] = instructions(string(out))
		if len(code[i]) == 0 {
			t.Fatalf("no instructions of main.noYieldLoop in the %s build:\n%s", tc, out)
		}
	}
	if strings.Join(code[0], "\n") != strings.Join(code[1], "\n") {
		t.Errorf("main.noYieldLoop compiles differently:\ngoyield (%s):\n\t%s\nstock (%s):\n\t%s",
			forkGo, strings.Join(code[0], "\n\t"), stockGo, strings.Join(code[1], "\n\t"))
	}
}

// hexRE matches the addresses in disassembled instructions, which
// differ between builds that lay the binary out differently.
var hexRE = regexp.MustCompile(`0x[0-9a-f]+`)

// instructions returns the instructions of an objdump listing, with
// addresses blanked.
func instructions(listing string) []string {
	var ins []string
	for _, line := range strings.Split(listing, "\n") {
		// file:line, address, encoding and instruction, separated
		// by tabs.
		f := strings.Split(strings.TrimSpace(line), "\t")
		if len(f) < 4 || !strings.HasPrefix(f[1], "0x") {
			continue
		}
		ins = append(ins, hexRE.ReplaceAllString(f[len(f)-1], "X"))
	}
	return ins
}
