#!/bin/bash
# goyield: device run 3 of session 36 (2026-11-26): kvbench's background
# row at 8 Ps, main with the counting of channels used as locks (fork,
# 89e1b45f) against main before it (base, 6f141fc1), three rounds and a
# traced round of each; httpbench's sort as background at 14 Ps, traced.
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; cat /proc/loadavg
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/w.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res.tar.xz); }
el "K: kvbench 8 Ps background fork/base, 3 rounds"
kv/kvbench-stock -bins kv -procs 8 -rate 4000 -configs background -workloads a -d 5s -count 3 -figures=false -out /tmp/res/k; save
el "H: httpbench sort background 14 Ps traced"
hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works sort -classes background -d 2s -warmup 1s -count 1 -trace /tmp/htr -out /tmp/res/h
for f in /tmp/htr/*.trace; do ./reqsplit -list 30 $f > /tmp/res/h/reqsplit.txt 2>&1; done; save
el "T: kvbench 8 Ps background traced, fork/base"
kv/kvbench-stock -bins kv -procs 8 -rate 4000 -configs background -workloads a -d 3s -count 1 -figures=false -trace /tmp/tr -out /tmp/res/t
for f in /tmp/tr/*.trace; do b=$(basename $f .trace); ./trace -pprof=sync $f > /tmp/res/t/$b-sync.pprof; ./trace -pprof=sched $f > /tmp/res/t/$b-sched.pprof; done
save
el done
ls -la $OUT
