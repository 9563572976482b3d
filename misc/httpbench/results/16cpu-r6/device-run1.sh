#!/bin/bash
# goyield: device run 1 of session 40 (2026-11-27): main at 36043767
# (fork; the runtime as at 9e1a4302) and stock go1.26.8. .devc/w.tar.xz
# held hb/ and kv/ (go run . -ab -build DIR in misc/httpbench and
# misc/kvbench, stripped) and rt.test (go test -c runtime, static).
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; nproc; lscpu | grep -E 'Model name'; cat /proc/loadavg
ulimit -n 1048576; ulimit -n
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/w.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res.tar.xz); }
el "H: httpbench 14 Ps pinned, 5000/s, brotli,sort none,plain,background, 3 rounds"
hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes none,plain,background -d 3s -warmup 1s -count 3 -out /tmp/res/h; save
el "K: kvbench 4000/s at 8,14: idle,plain,yield,background,elastic, 2 rounds"
kv/kvbench-stock -bins kv -procs 8,14 -rate 4000 -configs idle,plain,yield,background,elastic -workloads a -d 5s -count 2 -figures=false -out /tmp/res/k; save
el "R: runtime benchmarks, -test.cpu 16"
./rt.test -test.run '^$' -test.bench 'BackgroundScale|Background$' -test.cpu 16 > /tmp/res/rt.txt 2>&1; save
el done
ls -la $OUT
