#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# run-device.bash runs, on the 16-CPU machine the device tool lends, the
# figures that issues 28, 29 and 30 want from it, from what pack.bash
# built. It writes its log and results under $OUT.
#
#	bash misc/harness/device/run-device.bash h   # about 3.5 minutes
#	bash misc/harness/device/run-device.bash k   # about 8 minutes
#
# Part h: httpbench's server pinned at 14 Ps beside vegeta on the last two
# CPUs, 5000 requests a second, brotli and sort, idle, plain goroutines
# and the class, in 4 rounds (issue 29's throughput and latency rows);
# then BenchmarkBackground and BenchmarkBackgroundScale at 16 Ps.
# Part k: kvbench's YCSB A at 4000 ops/s at 14 Ps, idle, Yield and the
# class in 3 rounds (issue 28's 14-P row), then the controller's step at
# 8 Ps, and Yield's in 2 rounds with an execution trace of each, to catch
# the stall of round 7 (issue 30; misc/kvbench's README, round 7).
#
# The device's budget is 15 minutes a session, starts included: run one
# part a call, and give the machine back after the last.
set -uo pipefail
part=${1:?usage: run-device.bash h|k}
: "${OUT:?run-device.bash: OUT is not set (the device tool sets it)}"
exec > >(tee "$OUT/log-$part.txt") 2>&1
root=$PWD
t0=$(date +%s)
step() { echo "=== $(($(date +%s) - t0))s: $*"; }
save() { (cd /tmp && tar cf - res | xz -T0 -3 > "$OUT/res-$part.tar.xz"); }
step "start $part"
uname -r; nproc; lscpu | grep -E 'Model name|^CPU\(s\)|Thread|Socket'; cat /proc/loadavg
ulimit -n 1048576 || true
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf "$root/.devc/$part/w.tar.xz" || exit 1
case $part in
h)
	step "httpbench: 14 Ps pinned, 5000/s, brotli,sort, none,plain,background, 4 rounds"
	hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort \
		-classes none,plain,background -d 3s -warmup 1s -count 4 -out /tmp/res/h
	save
	step "runtime: BenchmarkBackground, BenchmarkBackgroundScale at 16 Ps"
	./rt.test -test.run '^$' -test.bench 'BackgroundScale|Background$' -test.cpu 16 > /tmp/res/rt.txt 2>&1
	save
	;;
k)
	step "kvbench: 4000/s at 14 Ps, idle,yield,background, 3 rounds"
	kv/kvbench-stock -bins kv -procs 14 -rate 4000 -configs idle,yield,background \
		-workloads a -d 5s -count 3 -figures=false -out /tmp/res/k14
	save
	step "kvbench: step 4000,20000@4s,4000@9s at 8 Ps, idle,elastic"
	kv/kvbench-stock -bins kv -procs 8 -rate 4000,20000@4s,4000@9s -configs idle,elastic \
		-workloads a -d 14s -warmup 2s -count 1 -figures=false -out /tmp/res/s8
	save
	step "kvbench: the same step with Yield, 2 rounds, each traced"
	kv/kvbench-stock -bins kv -procs 8 -rate 4000,20000@4s,4000@9s -configs yield \
		-workloads a -d 14s -warmup 2s -count 2 -figures=false -trace /tmp/trace -out /tmp/res/s8-yield
	save
	# Each trace comes back on its own if it fits the tool's 16 MiB a file.
	for f in /tmp/trace/*; do
		[ -f "$f" ] || continue
		n=$(basename "$f" | tr -c 'A-Za-z0-9._\n-' _)
		xz -T0 -6 -c "$f" > "$OUT/tr-$n.xz"
		if [ "$(stat -c %s "$OUT/tr-$n.xz")" -gt 16000000 ]; then
			echo "trace $n: $(stat -c %s "$OUT/tr-$n.xz") bytes compressed, too large to come back"
			rm "$OUT/tr-$n.xz"
		fi
	done
	;;
*)
	echo "run-device.bash: unknown part $part" >&2
	exit 2
	;;
esac
step done
