#!/bin/bash
# goyield: device run 1 of session 36 (2026-11-26): main at 6f141fc1
# (fork, with the poller's watch between polls) and stock go1.26.8.
# .devc/w.tar.xz held hb/ and kv/ (go run . -ab -build DIR in
# misc/httpbench and misc/kvbench, stripped) and trace (cmd/trace, static).
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; nproc; lscpu | grep -E 'Model name'; cat /proc/loadavg
ulimit -n 1048576; ulimit -n
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/w.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res.tar.xz); }
el "H: httpbench 14 Ps, 5000/s, brotli,sort none,plain,background, 2 rounds"
hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes none,plain,background -d 3s -warmup 1s -count 2 -out /tmp/res/h; save
el "S: kvbench step 2000,10000@4s,2000@9s at 8,14: idle,yield,elastic"
kv/kvbench-stock -bins kv -procs 8,14 -rate 2000,10000@4s,2000@9s -configs idle,yield,elastic -workloads a -d 12s -count 1 -out /tmp/res/s; save
el "K: kvbench 4000/s at 8,14: idle,plain,background"
kv/kvbench-stock -bins kv -procs 8,14 -rate 4000 -configs idle,plain,background -workloads a -d 5s -count 1 -figures=false -out /tmp/res/k; save
el "T: traced background at 14 Ps"
kv/kvbench-stock -bins kv -procs 14 -rate 4000 -configs background -workloads a -d 3s -count 1 -figures=false -trace /tmp/tr -out /tmp/res/t
for f in /tmp/tr/*fork*.trace; do ls -la $f; ./trace -pprof=sync $f > /tmp/res/t/sync.pprof; ./trace -pprof=sched $f > /tmp/res/t/sched.pprof; done
save
el done
ls -la $OUT
