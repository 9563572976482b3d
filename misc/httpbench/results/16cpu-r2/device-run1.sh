#!/bin/bash
# goyield: one device run (2026-11-26). Results under $OUT: log.txt, res.tar, traces.tar.xz
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD
T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -a; nproc; id -u; zcat /proc/config.gz 2>/dev/null | grep -E '^CONFIG_HZ=|^CONFIG_PREEMPT_(NONE|VOLUNTARY|DYNAMIC)='; cat /sys/kernel/debug/sched/base_slice_ns 2>/dev/null; ls /dev/shm >/dev/null && df -h /dev/shm | tail -1
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/bins.tar.xz || exit 1
mkdir -p hb2 hb3 kv2 && ln hb/httpbench-fork hb/httpbench-stock hb2/ && ln hb/httpbench-fork hb/httpbench-stock hb/httpbench-nice hb3/ && ln kv/kvbench-fork kv/kvbench-stock kv2/
save() { (cd /tmp && tar cf $OUT/res.tar res); }
el "H-A: httpbench 14P background fork/nice/aff"
hb/httpbench-stock -bins hb -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes background -d 3s -warmup 1s -count 2 -out /tmp/res/http-bg; save
el "H-B: httpbench 14P none/plain fork/stock"
hb2/httpbench-stock -bins hb2 -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes none,plain -d 3s -warmup 1s -count 1 -out /tmp/res/http-plain; save
el "H-C: traces, brotli background fork/nice"
( for d in 3 5.5; do sleep $d; for p in $(pgrep -f 'role server'); do echo "server pid $p: $(tr '\0' ' ' </proc/$p/cmdline | cut -c1-60)"; for t in /proc/$p/task/*; do awk '{print "nice", $19}' $t/stat; done | sort | uniq -c; done; done ) &
hb3/httpbench-stock -bins hb3 -servers pinned -procs 14 -rates 5000 -works brotli -classes background -d 2s -warmup 1s -count 1 -trace /tmp/tr -out /tmp/res/http-trace; save
(cd /tmp && tar cf - tr | xz -T8 -6 > $OUT/traces.tar.xz); ls -la $OUT
el "K1: kvbench idle/plain 8,14"
kv2/kvbench-stock -bins kv2 -procs 8,14 -rate 4000 -configs idle,plain -workloads a -d 5s -count 1 -figures=false -out /tmp/res/kv-idle-plain; save
el "K2: kvbench background/yield 8,14 fork/nice/aff"
kv/kvbench-stock -bins kv -procs 8,14 -rate 4000 -configs background,yield -workloads a -d 5s -count 1 -figures=false -out /tmp/res/kv-bg; save
el done
