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

// buildAB builds httpbench with the goyield and the stock toolchain into
// -out/bin and returns the binaries by toolchain name.
func buildAB(ctx context.Context, o *options) (map[string]string, error) {
	dir, err := moduleDir()
	if err != nil {
		return nil, err
	}
	forkGo := o.forkGo
	if forkGo == "" {
		forkGo = "go"
	}
	stockGo := o.stockGo
	if stockGo == "" {
		stockGo = os.Getenv("STOCK_GO")
	}
	if stockGo == "" {
		stockGo = "/usr/local/go/bin/go"
	}
	binDir, err := filepath.Abs(filepath.Join(o.out, "bin"))
	if err != nil {
		return nil, err
	}
	bins := map[string]string{}
	builds := []struct{ name, goCmd string }{{"fork", forkGo}, {"stock", stockGo}}
	for _, e := range o.extra {
		builds = append(builds, struct{ name, goCmd string }{e.name, e.goCmd})
	}
	for _, b := range builds {
		v, err := exec.CommandContext(ctx, b.goCmd, "env", "GOVERSION").Output()
		if err != nil {
			return nil, fmt.Errorf("-ab: the %s toolchain %q: %v", b.name, b.goCmd, err)
		}
		isFork := strings.Contains(string(v), "goyield")
		if (b.name == "fork" || b.name == "stock") && isFork != (b.name == "fork") {
			return nil, fmt.Errorf("-ab: %q is %s, not a %s toolchain (set -fork-go and -stock-go)", b.goCmd, strings.TrimSpace(string(v)), b.name)
		}
		bin := filepath.Join(binDir, "httpbench-"+b.name)
		cmd := exec.CommandContext(ctx, b.goCmd, "build", "-o", bin, ".")
		cmd.Dir = dir
		// Build for this machine whatever the environment says, with
		// each toolchain as it is.
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=", "GOEXPERIMENT=")
		if out, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("-ab: building with %s: %v\n%s", b.goCmd, err, out)
		}
		bins[b.name] = bin
	}
	return bins, nil
}

// moduleDir returns the directory of the goyield.dev/httpbench module,
// looking up from the current directory: -ab builds from source.
func moduleDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.HasPrefix(string(data), "module goyield.dev/httpbench\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("-ab builds httpbench from source: run it in misc/httpbench of the goyield checkout")
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

// forkToolchain reports whether bin, the server built by toolchain tc,
// has the goyield runtime.
func forkToolchain(tc, bin string) bool {
	if tc == "fork" {
		return true
	}
	if tc == "stock" {
		return false
	}
	return strings.Contains(versionOfBinary(context.Background(), bin), "goyield")
}
