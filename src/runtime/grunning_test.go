// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"internal/testenv"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// The tests of Grunningnanos run in testprog: this test binary must not
// refer to it, so that the linker turns accounting off here and the
// scheduler benchmarks in this package measure what programs that do not
// use it get. grunning_bench_test.go, built with -tags grunning, turns it
// on to measure what programs that do use it pay.

// grunningReferenced reports whether this test binary refers to
// Grunningnanos.
var grunningReferenced bool

func TestGrunning(t *testing.T) {
	for _, name := range []string{
		"GrunningMonotonic",
		"GrunningProportional",
		"GrunningSharedP",
		"GrunningExcludesBlocking",
		"GrunningNewGoroutine",
		"GrunningCoroutine",
		"GrunningRusage",
		"GrunningWokenOnIdleM",
		"GrunningTimerBurst",
	} {
		t.Run(name, func(t *testing.T) {
			if name == "GrunningRusage" {
				switch runtime.GOOS {
				case "windows", "plan9", "js", "wasip1":
					t.Skip("no getrusage")
				}
			}
			if out := runForkTestProg(t, name); out != "OK\n" {
				t.Fatalf("want OK, got:\n%s", out)
			}
		})
	}
}

// The linker turns accounting off in programs that cannot call
// Grunningnanos, such as this test binary, and leaves it on in those that
// can (see cmd/link's TestGrunningCheck).
func TestGrunningAccountingOff(t *testing.T) {
	if got, want := runtime.GrunningDisabled(), !grunningReferenced; got != want {
		t.Errorf("accounting disabled = %v, want %v: this test binary refers to Grunningnanos: %v", got, want, grunningReferenced)
	}
}

// Code written before Grunningnanos was exported pulls the unexported
// runtime.grunningnanos with a linkname; it builds with no special flags
// and works.
func TestGrunningLinkname(t *testing.T) {
	testenv.MustHaveGoBuild(t)
	exe := filepath.Join(t.TempDir(), "linkname")
	cmd := testenv.CleanCmdEnv(exec.Command(testenv.GoToolPath(t), "build", "-o", exe, "."))
	cmd.Dir = "testdata/testgrunninglinkname"
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd, err, out)
	}
	if out := runForkExe(t, exe, nil); out != "OK\n" {
		t.Fatalf("want OK, got:\n%s", out)
	}
}
