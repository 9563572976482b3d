#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# Checks that the fork's version, go1.26.8-goyield.N, names the fork and
# still behaves as go1.26.8 everywhere a version is parsed: go version,
# go env, runtime.Version, go/version, build info, release tags, the go
# and toolchain lines of go.mod, and GOTOOLCHAIN.

. "$(dirname "${BASH_SOURCE[0]}")/lib.bash"

go=$top/bin/go
want=$(head -n 1 "$top/VERSION")
base=${want%%-*}
lang=${base%.*}
expect_match "VERSION" "$want" '^go1\.26\.8-goyield\.[0-9]+$'

# No step here may switch or download toolchains: any attempt fails.
export GOPROXY=off GOFLAGS= GOENV=off GOTOOLCHAIN=local
unset GOROOT

expect_eq "go version" "$("$go" version)" "go version $want $("$go" env GOOS)/$("$go" env GOARCH)"
expect_eq "go env GOVERSION" "$("$go" env GOVERSION)" "$want"
expect_eq "go env GOROOT" "$("$go" env GOROOT)" "$top"

mkdir "$tmp/m"
cd "$tmp/m"
"$go" mod init example.com/m >/dev/null 2>&1
expect_eq "go mod init's go line" "$(grep '^go ' go.mod)" "go ${base#go}"
cat >main.go <<'GO'
//go:build go1.26

package main

import (
	"fmt"
	"go/version"
	"runtime"
	"runtime/debug"
)

func main() {
	v := runtime.Version()
	bi, _ := debug.ReadBuildInfo()
	fmt.Println(v, version.IsValid(v), version.Lang(v), version.Compare(v, "go1.26.8"), bi.GoVersion)
}
GO
want_run="$want true $lang 0 $want"
expect_eq "runtime.Version and go/version" "$("$go" run .)" "$want_run"

"$go" build -o m .
expect_match "go version -m" "$("$go" version -m m | head -n 1)" "^m: $want\$"
expect_match "release tags" "$("$go" list -f '{{context.ReleaseTags}}' .)" " $lang\]\$"

# go and toolchain lines naming the upstream release, or the fork, are
# satisfied by the fork without switching, whether GOTOOLCHAIN is local
# or auto (go.env's default).
for gt in local auto; do
	for lines in "go 1.26" "go 1.26.0" "go 1.26.8" "go 1.26
toolchain $base" "go 1.26.8
toolchain $want"; do
		printf 'module example.com/m\n\n%s\n' "$lines" >go.mod
		got=$(GOTOOLCHAIN=$gt "$go" run . 2>&1) || true
		expect_eq "GOTOOLCHAIN=$gt with go.mod {$(echo $lines)}" "$got" "$want_run"
	done
done
# go mod tidy keeps the go line and adds no toolchain line.
printf 'module example.com/m\n\ngo 1.26\n' >go.mod
"$go" mod tidy
expect_eq "go mod tidy" "$(grep -c '^toolchain' go.mod || true)" "0"

# A newer go line is refused under GOTOOLCHAIN=local, naming the version
# the fork implements.
printf 'module example.com/m\n\ngo 1.27\n' >go.mod
got=$("$go" build . 2>&1) && fail "go 1.27 under GOTOOLCHAIN=local: build succeeded"
expect_match "go 1.27 under GOTOOLCHAIN=local" "$got" 'requires go >= 1\.27 \(running go 1\.26\.8; GOTOOLCHAIN=local\)'

# GOTOOLCHAIN naming the fork's own version runs the fork itself.
printf 'module example.com/m\n\ngo 1.26\n' >go.mod
expect_eq "GOTOOLCHAIN=$want" "$(GOTOOLCHAIN=$want "$go" env GOVERSION)" "$want"
expect_eq "GOTOOLCHAIN=$want+auto" "$(GOTOOLCHAIN=$want+auto "$go" env GOVERSION)" "$want"

finish
