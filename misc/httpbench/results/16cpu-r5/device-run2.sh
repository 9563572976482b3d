#!/bin/bash
# goyield: device run 2 of session 36 (2026-11-26): the working tree's
# counting of channels used as locks (fork) against main at 6f141fc1
# (base) and stock go1.26.8, kvbench at 8 and 14 Ps. .devc/w.tar.xz held
# kv/ (-ab -toolchain base=... -build), kv2/ (fork and stock only) and trace.
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; nproc; cat /proc/loadavg
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/w.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res.tar.xz); }
el "K: kvbench 4000/s at 8,14: idle,background, fork/base/stock, 2 rounds"
kv/kvbench-stock -bins kv -procs 8,14 -rate 4000 -configs idle,background -workloads a -d 5s -count 2 -figures=false -out /tmp/res/k; save
el "T: traced background at 14 Ps, fork and base"
kv/kvbench-stock -bins kv -procs 14 -rate 4000 -configs background -workloads a -d 3s -count 1 -figures=false -trace /tmp/tr -out /tmp/res/t
for f in /tmp/tr/*.trace; do b=$(basename $f .trace); ./trace -pprof=sync $f > /tmp/res/t/$b-sync.pprof; ./trace -pprof=sched $f > /tmp/res/t/$b-sched.pprof; done
save
el "P: kvbench plain at 8,14, fork/stock"
kv2/kvbench-stock -bins kv2 -procs 8,14 -rate 4000 -configs plain -workloads a -d 5s -count 1 -figures=false -out /tmp/res/p; save
el done
ls -la $OUT
