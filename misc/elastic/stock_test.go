// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package elastic

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stockGo is the stock toolchain the package must also build with.
const stockGo = "/usr/local/go/bin/go"

// stockEnv returns the environment with the settings of the toolchain
// running this test removed, so that the stock toolchain uses its own.
func stockEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "GOROOT", "GOEXPERIMENT", "GOTOOLCHAIN", "GOFLAGS":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "GOTOOLCHAIN=local", "GOFLAGS=-mod=readonly")
}

// TestStockToolchain builds, vets and tests the module with the stock
// toolchain at /usr/local/go, where the package falls back to wall time
// and does without Yield.
func TestStockToolchain(t *testing.T) {
	if !Fork {
		t.Skip("built by a stock toolchain already: this run is the stock test")
	}
	if _, err := os.Stat(stockGo); err != nil {
		t.Skipf("no stock toolchain at %s (%v): cannot check that the package builds without goyield", stockGo, err)
	}
	if testing.Short() {
		t.Skip("-short: skipping the stock toolchain's build and test run")
	}
	out, err := exec.Command(stockGo, "version").CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.NotContains(t, string(out), "goyield", "%s is not a stock toolchain", stockGo)

	for _, args := range [][]string{
		{"vet", "./..."},
		{"test", "-count=1", "./..."},
	} {
		cmd := exec.Command(stockGo, args...)
		cmd.Env = stockEnv()
		out, err := cmd.CombinedOutput()
		t.Logf("%s %s:\n%s", stockGo, strings.Join(args, " "), out)
		require.NoError(t, err, "go %s with the stock toolchain", args[0])
	}
}
