#!/bin/bash
# goyield: device runs of session 42 (2026-11-27): main at 75ef4db4
# (fork) and stock go1.26.8. bash device-run.sh PART: PART h ran with
# .devc/h/w.tar.xz (hb/: go run . -ab -build DIR in misc/httpbench,
# stripped; rt.test: go test -c runtime, CGO_ENABLED=0, stripped), PART k
# with .devc/k/w.tar.xz (kv/: the same in misc/kvbench). The two travelled
# apart, and the checkout was made sparse for the calls (git sparse-checkout
# set --no-cone '/*' '!/src/' '!/test/' '!/api/' '!/lib/' '!/doc/'; then
# git sparse-checkout disable), to keep each call's tree under the device
# tool's 64 MiB. A third call, on the same machine after part k, reran
# Yield's step at 8 Ps (kvbench/results/16cpu-r7/step-8-yield):
#   kv/kvbench-stock -bins kv -procs 8 -rate 4000,20000@4s,4000@9s \
#	-configs yield -workloads a -d 14s -warmup 2s -count 2 -figures=false
exec > >(tee $OUT/log-$1.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start $1; uname -r; nproc; lscpu | grep -E 'Model name|^CPU\(s\)|Thread|Socket'; cat /proc/loadavg
ulimit -n 1048576
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/$1/w.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res-$1.tar.xz); }
case $1 in
h)
	el "H: httpbench 14 Ps pinned, 5000/s, brotli,sort none,plain,background, 3 rounds"
	hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes none,plain,background -d 3s -warmup 1s -count 3 -out /tmp/res/h; save h
	el "R: runtime benchmarks, -test.cpu 16"
	./rt.test -test.run '^$' -test.bench 'BackgroundScale|Background$' -test.cpu 16 > /tmp/res/rt.txt 2>&1; save h
	;;
k)
	el "K: kvbench 4000/s at 8,14: idle,plain,yield,background,elastic, 2 rounds"
	kv/kvbench-stock -bins kv -procs 8,14 -rate 4000 -configs idle,plain,yield,background,elastic -workloads a -d 5s -count 2 -figures=false -out /tmp/res/k; save k
	for p in 14 8; do
		el "S$p: kvbench step 4000,20000@4s,4000@9s at $p Ps: idle,yield,elastic"
		kv/kvbench-stock -bins kv -procs $p -rate 4000,20000@4s,4000@9s -configs idle,yield,elastic -workloads a -d 14s -warmup 2s -count 1 -figures=false -out /tmp/res/s$p; save k
	done
	;;
esac
el done
