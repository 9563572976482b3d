#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# run-device.bash runs, on the 16-CPU machine the device tool lends, the
# figures that issues 28, 29 and 30 want from it, from what pack.bash
# built. It writes its log and results under $OUT.
#
#	bash misc/harness/device/run-device.bash k   # about 7 minutes
#	bash misc/harness/device/run-device.bash h   # about 3 minutes
#
# Part k: kvbench's YCSB A at 4000 ops/s, idle, plain goroutines, Yield
# and the class, at 14 Ps in 4 rounds and at 8 Ps in 2 (issue 28's rows);
# then the controller's step at 8 Ps beside Yield's and the idle
# server's (issue 30).
# Part h: httpbench's server pinned at 14 Ps beside vegeta on the last two
# CPUs, 5000 requests a second, brotli and sort, idle, plain goroutines
# and the class, in 3 rounds (issue 29's throughput and latency rows);
# BenchmarkBackground and BenchmarkBackgroundScale at 16 Ps; and one
# traced second of the class's brotli run, to see where requests wait.
#
# The device's budget is 15 minutes a session, starts included: run one
# part a call, the second straight after the first while the machine is
# warm, and give the machine back after the last.
set -uo pipefail
part=${1:?usage: run-device.bash h|k}
case $part in
h | k) ;;
*)
	echo "run-device.bash: unknown part $part" >&2
	exit 2
	;;
esac
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
	step "httpbench: 14 Ps pinned, 5000/s, brotli,sort, none,plain,background, 3 rounds"
	hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort \
		-classes none,plain,background -d 3s -warmup 1s -count 3 -out /tmp/res/h
	save
	step "runtime: BenchmarkBackground, BenchmarkBackgroundScale at 16 Ps"
	./rt.test -test.run '^$' -test.bench 'BackgroundScale|Background$' -test.cpu 16 > /tmp/res/rt.txt 2>&1
	save
	step "httpbench: the class's brotli run at 14 Ps, traced"
	hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli \
		-classes background -d 1s -warmup 1s -count 1 -trace /tmp/trace -out /tmp/res/h-trace
	save
	;;
k)
	step "kvbench: 4000/s at 14 Ps, idle,plain,yield,background, 4 rounds"
	kv/kvbench-stock -bins kv -procs 14 -rate 4000 -configs idle,plain,yield,background \
		-workloads a -d 5s -count 4 -figures=false -out /tmp/res/k14
	save
	step "kvbench: 4000/s at 8 Ps, idle,plain,yield,background, 2 rounds"
	kv/kvbench-stock -bins kv -procs 8 -rate 4000 -configs idle,plain,yield,background \
		-workloads a -d 5s -count 2 -figures=false -out /tmp/res/k8
	save
	step "kvbench: step 4000,20000@4s,4000@9s at 8 Ps, idle,yield,elastic"
	kv/kvbench-stock -bins kv -procs 8 -rate 4000,20000@4s,4000@9s -configs idle,yield,elastic \
		-workloads a -d 14s -warmup 2s -count 1 -figures=false -out /tmp/res/s8
	save
	;;
esac
if [ -d /tmp/trace ]; then
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
fi
step done
