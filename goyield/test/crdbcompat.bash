#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# Checks that code written the way CockroachDB's code uses the APIs of
# CockroachDB's Go fork (crdbcompat/: the runtime.grunningnanos linkname,
# time.Duration(runtime.Yield()), runtime.NumRunnableGoroutines sampled
# every millisecond, a counter sharded by runtime.CurrentP,
# context.PropagateCancel and the context.cancelCtxKey linkname) builds
# and passes its tests with goyield under the bazel build tag, as
# CockroachDB builds it with its fork, and still builds without the tag,
# as with any toolchain.

. "$(dirname "${BASH_SOURCE[0]}")/lib.bash"

go=$top/bin/go
export GOPROXY=off GOFLAGS= GOENV=off GOTOOLCHAIN=local
unset GOROOT
cd "$top/goyield/test/crdbcompat"

run() {
	local name=$1
	shift
	checks=$((checks + 1))
	echo "--- $name: $*"
	if ! "$@"; then
		fail "$name"
	fi
}

run "vet, -tags bazel" "$go" vet -tags bazel ./...
run "test, -tags bazel" "$go" test -tags bazel -count=1 ./...
run "test, -tags bazel -race" "$go" test -tags bazel -race -count=1 ./ctxutil ./metric ./grunning
run "build without the tag" "$go" build ./...
run "vet without the tag" "$go" vet ./...

finish
