// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ld

import (
	"debug/elf"
	"internal/testenv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGrunningCheck checks that the linker sets runtime.grunningDisabled
// when runtime.grunningnanos is unreachable, and only then: the runtime
// keeps per-goroutine running time only in programs that can ask for it,
// whether through runtime.Grunningnanos or a linkname to
// runtime.grunningnanos.
func TestGrunningCheck(t *testing.T) {
	testenv.MustHaveGoBuild(t)
	t.Parallel()

	tests := []struct {
		name     string
		prog     string
		disabled bool
	}{
		{"unused", `
package main
func main() { println("ok") }
`, true},
		{"Grunningnanos", `
package main
import "runtime"
func main() { println(map[bool]string{true: "ok"}[runtime.Grunningnanos() >= 0]) }
`, false},
		{"linkname", `
package main
import _ "unsafe"
//go:linkname grunningnanos runtime.grunningnanos
func grunningnanos() int64
func main() { println(map[bool]string{true: "ok"}[grunningnanos() >= 0]) }
`, false},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := filepath.Join(dir, tt.name+".go")
			exe := filepath.Join(dir, tt.name+".exe")
			if err := os.WriteFile(src, []byte(tt.prog), 0644); err != nil {
				t.Fatal(err)
			}
			out, err := testenv.Command(t, testenv.GoToolPath(t), "build", "-o", exe, src).CombinedOutput()
			if err != nil {
				t.Fatalf("build: %v\n%s", err, out)
			}
			// A program that calls it would throw if accounting were off.
			out, err = testenv.Command(t, exe).CombinedOutput()
			if err != nil || strings.TrimSpace(string(out)) != "ok" {
				t.Fatalf("run: %v\n%s", err, out)
			}

			f, err := elf.Open(exe)
			if err != nil {
				t.Skipf("not ELF, cannot read the flag: %v", err)
			}
			defer f.Close()
			disabled, err := elfBool(f, "runtime.grunningDisabled")
			if err != nil {
				t.Fatal(err)
			}
			if disabled != tt.disabled {
				t.Errorf("runtime.grunningDisabled = %v, want %v", disabled, tt.disabled)
			}
		})
	}
}

// elfBool reads the bool variable name from f.
func elfBool(f *elf.File, name string) (bool, error) {
	syms, err := f.Symbols()
	if err != nil {
		return false, err
	}
	for _, s := range syms {
		if s.Name != name {
			continue
		}
		sect := f.Sections[s.Section]
		if sect.Type == elf.SHT_NOBITS {
			return false, nil // zero, in .bss
		}
		b := make([]byte, 1)
		if _, err := sect.ReadAt(b, int64(s.Value-sect.Addr)); err != nil {
			return false, err
		}
		return b[0] != 0, nil
	}
	return false, os.ErrNotExist
}
