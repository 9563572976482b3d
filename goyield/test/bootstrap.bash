#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# Checks how ./make.bash picks its bootstrap toolchain, and that it fails
# with a clear message when none is usable. It builds nothing: it uses
# ./make.bash --which-bootstrap and bootstraps that are rejected before any
# build starts.

. "$(dirname "${BASH_SOURCE[0]}")/lib.bash"

mk=$top/make.bash

# The minimum version make.bash asks for is the one cmd/dist enforces.
dist_min=$(sed -n 's/^const minBootstrap = "\(go[0-9.]*\)"$/\1/p' "$top/src/cmd/dist/buildtool.go")
mk_min=$(sed -n 's/^min_bootstrap=\(go[0-9.]*\)$/\1/p' "$mk")
expect_eq "make.bash's min_bootstrap vs cmd/dist's minBootstrap" "$mk_min" "$dist_min"

# fakego DIR VERSION makes DIR a fake Go root whose go command reports
# VERSION and DIR as its GOROOT.
fakego() {
	mkdir -p "$1/bin"
	cat >"$1/bin/go" <<SH
#!/bin/sh
case "\$*" in
"env GOVERSION") echo $2 ;;
"env GOROOT") echo $1 ;;
*) echo "fake go: \$*" >&2; exit 1 ;;
esac
SH
	chmod +x "$1/bin/go"
}
fakego "$tmp/new" go1.25.3
fakego "$tmp/vendor" go1.24.6-bigcorp
fakego "$tmp/old" go1.22.12

# Precedence: GOROOT_BOOTSTRAP, then the go on PATH, then /usr/local/go.
# It works from any directory.
cd "$tmp"
got=$(GOROOT_BOOTSTRAP=$tmp/new PATH=$tmp/old/bin:$PATH "$mk" --which-bootstrap)
expect_eq "GOROOT_BOOTSTRAP wins" "$got" "$tmp/new go1.25.3"
got=$(env -u GOROOT_BOOTSTRAP PATH="$tmp/vendor/bin:$PATH" "$mk" --which-bootstrap)
expect_eq "go on PATH, vendor-suffixed version" "$got" "$tmp/vendor go1.24.6-bigcorp"
if [ -x /usr/local/go/bin/go ]; then
	got=$(env -u GOROOT_BOOTSTRAP PATH="$tmp/old/bin:/usr/bin:/bin" "$mk" --which-bootstrap)
	expect_match "too old on PATH falls back to /usr/local/go" "$got" '^/usr/local/go go1\.'
fi

# An unusable GOROOT_BOOTSTRAP is an error, not a silent fallback, and
# the message says what is needed and how to provide it.
for bad in "$tmp/old" "$tmp/does-not-exist"; do
	rc=0
	out=$(GOROOT_BOOTSTRAP=$bad "$mk" 2>&1) || rc=$?
	expect_eq "GOROOT_BOOTSTRAP=$bad: exit status" "$rc" 2
	expect_match "GOROOT_BOOTSTRAP=$bad: message" "$out" "no usable bootstrap Go toolchain"
	expect_match "GOROOT_BOOTSTRAP=$bad: names the minimum" "$out" "$dist_min or later"
	expect_match "GOROOT_BOOTSTRAP=$bad: says how" "$out" "GOROOT_BOOTSTRAP=.*\./make\.bash"
	expect_match "GOROOT_BOOTSTRAP=$bad: no fallback" "$out" "GOROOT_BOOTSTRAP is set, so no other toolchain was tried"
done
out=$(GOROOT_BOOTSTRAP=$tmp/old "$mk" 2>&1) || true
expect_match "too old: reason" "$out" "go1\.22\.12 is older than $dist_min"

# The checkout's own bin/go is never its own bootstrap.
out=$(GOROOT_BOOTSTRAP=$top "$mk" 2>&1) || true
expect_match "self as bootstrap" "$out" "is this checkout"

finish
