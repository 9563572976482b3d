#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# pack.bash builds what run-device.bash runs on a machine without Go, and
# packs it to travel with the device tool's working tree (64 MiB in all).
#
# Usage, from anywhere in the checkout, with the goyield toolchain first on
# PATH and stock Go at /usr/local/go (or $STOCK_GO):
#
#	misc/harness/device/pack.bash [DIR]
#
# DIR (default .devc, which .git/info/exclude should list) gets
#
#	DIR/h/w.tar.xz  hb/: httpbench's fork and stock builds;
#	                rt.test: the runtime's tests, CGO_ENABLED=0
#	DIR/k/w.tar.xz  kv/: kvbench's fork and stock builds
#
# each stripped, the two builds of a harness compressed together, which
# xz shares well. Each part travels in a call of its own (carry DIR/h or
# DIR/k), with the checkout made sparse for the call, as the source tree
# alone is over the limit:
#
#	git sparse-checkout set --no-cone '/*' '!/src/' '!/test/' '!/api/' '!/lib/' '!/doc/'
#	... the device call: bash misc/harness/device/run-device.bash h
#	git sparse-checkout disable
set -euo pipefail
root=$(git rev-parse --show-toplevel)
out=$(realpath -m "${1:-$root/.devc}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v go >/dev/null || { echo "pack.bash: no go on PATH" >&2; exit 1; }
case "$(go version)" in
*goyield*) ;;
*) echo "pack.bash: the go on PATH is not goyield's: $(go version)" >&2; exit 1 ;;
esac
echo "pack.bash: $(git -C "$root" rev-parse --short HEAD) into $out"
(cd "$root/misc/httpbench" && go run . -ab -build "$work/h/hb")
(cd "$root/src/runtime" && CGO_ENABLED=0 go test -c -o "$work/h/rt.test" .)
(cd "$root/misc/kvbench" && go run . -ab -build "$work/k/kv")
for part in h k; do
	find "$work/$part" -type f -perm -u+x -exec strip {} + 2>/dev/null || true
	mkdir -p "$out/$part"
	tar -C "$work/$part" -cf - . | xz -9e -T0 > "$out/$part/w.tar.xz"
done
du -b "$out"/h/w.tar.xz "$out"/k/w.tar.xz
