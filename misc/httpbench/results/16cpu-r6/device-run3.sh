#!/bin/bash
# goyield: device run 3 of session 40 (2026-11-27): main at 9e1a4302's
# runtime plus the watch's first look only with network waiters (fork),
# against the build that round 5 measured last (base, 89e1b45f), and
# stock go1.26.8, on a fresh machine. .devc/w.tar.xz held hb/ and kv/
# (go run . -ab -toolchain base=GO -build DIR, stripped).
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; nproc; cat /proc/loadavg
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/w.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res.tar.xz); }
el "H: httpbench 14 Ps pinned, 5000/s, brotli,sort none,background, fork/base/stock, 2 rounds"
hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes none,background -d 3s -warmup 1s -count 2 -out /tmp/res/h; save
el "K: kvbench 4000/s at 14: idle,background, fork/base/stock, 2 rounds"
kv/kvbench-stock -bins kv -procs 14 -rate 4000 -configs idle,background -workloads a -d 5s -count 2 -figures=false -out /tmp/res/k; save
el done
