#!/bin/bash
# goyield: device run 3 (2026-11-26), on a second machine: httpbench at 14 Ps, 2 rounds and a traced one.
exec > >(tee $OUT/log3.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; cat /proc/loadavg; grep -E '^(cpu |procs_running)' /proc/stat
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/tw.tar.xz || exit 1
mkdir -p hbF && ln hbA/httpbench-fork hbA/httpbench-stock hbF/
el "H3: brotli none/background fork/stock, 2 rounds"
hbF/httpbench-stock -bins hbF -servers pinned -procs 14 -rates 5000 -works brotli -classes none,background -d 3s -warmup 1s -count 2 -out /tmp/res/h3
grep -E '^cpu ' /proc/stat
el "H4: trace brotli background fork"
hbF/httpbench-stock -bins hbF -servers pinned -procs 14 -rates 5000 -works brotli -classes background -d 2s -warmup 1s -count 1 -trace /tmp/res/tr -out /tmp/res/h4
(cd /tmp && tar cf - res | xz -T8 -6 > $OUT/res3.tar.xz); ls -la $OUT
el done
