#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# make.bash builds the goyield toolchain into ./bin, from any working
# directory.
#
# It finds a bootstrap Go toolchain, in this order:
#
#	1. $GOROOT_BOOTSTRAP, if set (it must then be usable; no fallback);
#	2. the go command on $PATH;
#	3. /usr/local/go.
#
# The bootstrap must be at least the version src/make.bash requires
# (see minBootstrap in src/cmd/dist/buildtool.go). Extra arguments are
# passed through to src/make.bash, for example:
#
#	./make.bash -v
#	./make.bash --no-clean
#
# ./make.bash --which-bootstrap prints the bootstrap toolchain's root and
# version and builds nothing.
#
# Environment variables that src/make.bash understands (GOOS, GOARCH,
# CGO_ENABLED, GO_GCFLAGS, ...) work the same way here.

set -euo pipefail

# The minimum bootstrap version. Keep in sync with minBootstrap in
# src/cmd/dist/buildtool.go; run.bash checks that they agree.
min_bootstrap=go1.24.6

top=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

die() {
	echo "make.bash: $*" >&2
	exit 2
}

# version_ok reports whether the go version string $1 (for example
# go1.26.8 or go1.26.8-suffix) is at least $min_bootstrap.
version_ok() {
	local v=${1#go} m=${min_bootstrap#go}
	v=${v%%[!0-9.]*} # drop rc/beta and vendor suffixes
	local IFS=.
	local -a a=($v) b=($m)
	local i
	for i in 0 1 2; do
		local x=${a[i]:-0} y=${b[i]:-0}
		((x > y)) && return 0
		((x < y)) && return 1
	done
	return 0
}

# probe prints the version of the Go toolchain rooted at $1, or fails.
probe() {
	local root=$1
	[ -x "$root/bin/go" ] || return 1
	# Ask the toolchain itself, ignoring any go.mod or GOTOOLCHAIN
	# setting of the caller that could make it switch toolchains.
	(cd / && GOTOOLCHAIN=local GOROOT="$root" GOFLAGS= "$root/bin/go" env GOVERSION 2>/dev/null)
}

need="Building goyield needs a Go toolchain of version $min_bootstrap or later to bootstrap.
Install any Go release since $min_bootstrap and either put its bin directory on PATH
or set GOROOT_BOOTSTRAP to its root, for example:
	GOROOT_BOOTSTRAP=\$HOME/sdk/go1.26.8 ./make.bash"

candidates=()
if [ -n "${GOROOT_BOOTSTRAP:-}" ]; then
	candidates=("$GOROOT_BOOTSTRAP")
else
	if gocmd=$(command -v go 2>/dev/null); then
		# Resolve GOROOT the way the go command does, so that a
		# symlinked or wrapped go on PATH still works.
		if root=$(cd / && GOTOOLCHAIN=local GOFLAGS= "$gocmd" env GOROOT 2>/dev/null) && [ -n "$root" ]; then
			candidates+=("$root")
		fi
	fi
	candidates+=(/usr/local/go)
fi

bootstrap=
tried=()
for root in "${candidates[@]}"; do
	# Bootstrapping from this checkout's own bin/go would rebuild the
	# toolchain with itself while it is being replaced; skip it.
	if [ "$(cd "$root" 2>/dev/null && pwd -P)" = "$(cd "$top" && pwd -P)" ]; then
		tried+=("$root: is this checkout")
		continue
	fi
	if ! v=$(probe "$root") || [ -z "$v" ]; then
		tried+=("$root: no usable go command in $root/bin")
		continue
	fi
	if ! version_ok "$v"; then
		tried+=("$root: $v is older than $min_bootstrap")
		continue
	fi
	bootstrap=$root
	break
done

if [ -z "$bootstrap" ]; then
	{
		echo "make.bash: no usable bootstrap Go toolchain."
		for t in "${tried[@]}"; do
			echo "	$t"
		done
		if [ -n "${GOROOT_BOOTSTRAP:-}" ]; then
			echo "GOROOT_BOOTSTRAP is set, so no other toolchain was tried."
		fi
		echo "$need"
	} >&2
	exit 2
fi

if [ "${1:-}" = --which-bootstrap ]; then
	echo "$bootstrap $(probe "$bootstrap")"
	exit 0
fi

echo "make.bash: bootstrapping with $(probe "$bootstrap") from $bootstrap"
cd "$top/src"
# Unset GOROOT: src/make.bash derives it from its own location.
GOROOT_BOOTSTRAP=$bootstrap exec env -u GOROOT bash ./make.bash "$@"
