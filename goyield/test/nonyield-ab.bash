#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# Checks the fork's first promise on a program that never yields: built by
# goyield, yieldbench's spin configuration (a background that never steps
# aside, beside each foreground source) must serve its foreground about as
# well as when it is built by stock Go. It builds yieldbench with both
# toolchains, runs the two builds in turn, ROUNDS times each, and fails if
# the median foreground p99 of the goyield build exceeds MAX_RATIO times
# that of the stock build for any source.
#
# The bound is loose on purpose: on a loaded 2-core machine one run's p99
# varies by 2x or more between identical runs. The regression of issue 12,
# 4-10x at the p99 on tcp, exceeded it. Even so, a CI machine once put one
# source over it where 30 interleaved runs of each build here never came
# close (every p99 between 19ms and 121ms, the two builds' spreads the
# same). So a source over the bound is measured CONFIRM more rounds, and
# fails only if the median of all its rounds is still over it: a
# regression stays over it, a burst of noise does not. Set STOCK_GO to use
# a stock toolchain other than /usr/local/go/bin/go.

. "$(dirname "${BASH_SOURCE[0]}")/lib.bash"

rounds=${ROUNDS:-5}
confirm=${CONFIRM:-10}
max_ratio=${MAX_RATIO:-3}
dur=${DUR:-2s}
stock_go=${STOCK_GO:-/usr/local/go/bin/go}
fork_go=$top/bin/go

export GOTOOLCHAIN=local GOFLAGS=
unset GOROOT GOEXPERIMENT

if ! [ -x "$stock_go" ]; then
	echo "no stock toolchain at $stock_go: install Go 1.26.8 there or set STOCK_GO" >&2
	exit 1
fi
v=$("$stock_go" env GOVERSION)
if [[ $v == *goyield* ]]; then
	echo "$stock_go is $v, not a stock toolchain" >&2
	exit 1
fi

cd "$top/misc/elastic"
for b in fork stock; do
	g=$fork_go
	[ $b = stock ] && g=$stock_go
	"$g" build -o "$tmp/yieldbench-$b" ./cmd/yieldbench
done

# measure FIRST LAST [SOURCES]: rounds FIRST to LAST, each build in turn,
# of the given sources (all of them by default); one line per run and
# source is added to $tmp/p99: build, source, round, p99 in ns.
measure() {
	local r b out srcs=()
	[ $# -lt 3 ] || srcs=(-sources "$3")
	for r in $(seq "$1" "$2"); do
		for b in fork stock; do
			out=$tmp/$b-$r
			"$tmp/yieldbench-$b" -configs spin "${srcs[@]}" -d "$dur" -q -out "$out" >/dev/null
			# Lines of results.txt: BenchmarkYieldbench/src=S/cfg=spin N
			# p50 p50-ns p99 p99-ns ...
			awk -v b=$b -v r="$r" '$1 ~ /cfg=spin$/ && $1 !~ /src=none/ {
				split($1, f, "[/=]"); print b, f[3], r, $5
			}' "$out/results.txt" >>"$tmp/p99"
			rm -rf "$out"
		done
	done
}

median() {
	sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

# ratio SRC: the median p99 of the goyield build over the stock build's,
# over every round of SRC so far.
ratio() {
	local f s
	f=$(awk -v s="$1" '$1 == "fork" && $2 == s {print $4}' "$tmp/p99" | median)
	s=$(awk -v s="$1" '$1 == "stock" && $2 == s {print $4}' "$tmp/p99" | median)
	awk -v f="$f" -v s="$s" 'BEGIN {printf "%.2f %.1f %.1f", f / (s > 0 ? s : 1), f / 1e6, s / 1e6}'
}

over() {
	awk -v r="$1" -v m="$max_ratio" 'BEGIN {exit !(r > m)}'
}

runs() {
	awk -v s="$1" -v b="$2" '$1 == b && $2 == s {printf " %.0f", $4 / 1e6}' "$tmp/p99"
}

echo "yieldbench -configs spin, $rounds rounds of $dur per source, goyield and stock in turn"
measure 1 "$rounds"

printf '%-8s %12s %12s %7s %7s\n' source "goyield p99" "stock p99" ratio rounds
for src in $(awk '{print $2}' "$tmp/p99" | sort -u); do
	read -r ratio f s <<<"$(ratio "$src")"
	n=$rounds
	if over "$ratio" && [ "$confirm" -gt 0 ]; then
		echo "$src: goyield's median p99 is ${ratio}x stock's, over ${max_ratio}x; $confirm more rounds of it"
		measure $((rounds + 1)) $((rounds + confirm)) "$src"
		read -r ratio f s <<<"$(ratio "$src")"
		n=$((rounds + confirm))
	fi
	printf '%-8s %10.1fms %10.1fms %6sx %7d\n' "$src" "$f" "$s" "$ratio" "$n"
	echo "         p99s (ms): goyield$(runs "$src" fork); stock$(runs "$src" stock)"
	checks=$((checks + 1))
	if over "$ratio"; then
		fail "src=$src: goyield's median p99 is ${ratio}x stock's over $n rounds, over ${max_ratio}x"
	fi
done

finish
