// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"debug/buildinfo"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// buildAB builds kvbench with the goyield and the stock toolchain into
// -out/bin and returns the binaries by toolchain name.
func buildAB(ctx context.Context, o *options) (map[string]string, error) {
	dir, err := moduleDir()
	if err != nil {
		return nil, err
	}
	goCmds := map[string]string{"fork": o.forkGo, "stock": o.stockGo}
	if goCmds["fork"] == "" {
		goCmds["fork"] = "go"
	}
	if goCmds["stock"] == "" {
		goCmds["stock"] = os.Getenv("STOCK_GO")
	}
	if goCmds["stock"] == "" {
		goCmds["stock"] = "/usr/local/go/bin/go"
	}
	binDir, err := filepath.Abs(filepath.Join(o.out, "bin"))
	if err != nil {
		return nil, err
	}
	bins := map[string]string{}
	for _, name := range []string{"fork", "stock"} {
		goCmd := goCmds[name]
		v, err := exec.CommandContext(ctx, goCmd, "env", "GOVERSION").Output()
		if err != nil {
			return nil, fmt.Errorf("-ab: the %s toolchain %q: %v", name, goCmd, err)
		}
		if isFork := strings.Contains(string(v), "goyield"); isFork != (name == "fork") {
			return nil, fmt.Errorf("-ab: %q is %s, not a %s toolchain (set -fork-go and -stock-go)", goCmd, strings.TrimSpace(string(v)), name)
		}
		bin := filepath.Join(binDir, "kvbench-"+name)
		cmd := exec.CommandContext(ctx, goCmd, "build", "-o", bin, ".")
		cmd.Dir = dir
		// Build for this machine whatever the environment says, with
		// each toolchain as it is.
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=", "GOEXPERIMENT=")
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("-ab: building with %s: %v\n%s", goCmd, err, out)
		}
		bins[name] = bin
	}
	return bins, nil
}

// moduleDir returns the directory of the goyield.dev/kvbench module,
// looking up from the current directory: -ab builds from source.
func moduleDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.HasPrefix(string(data), "module goyield.dev/kvbench\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("-ab builds kvbench from source: run it in misc/kvbench of the goyield checkout")
		}
		dir = parent
	}
}

// versionOfBinary returns the Go version that built bin.
func versionOfBinary(ctx context.Context, bin string) string {
	bi, err := buildinfo.ReadFile(bin)
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	return bi.GoVersion
}
