#!/bin/bash
# goyield: device run 4 (2026-11-26): the watch that finds a stalled poller (fork) against main (base), 14 Ps.
exec > >(tee $OUT/log4.txt) 2>&1
R=$PWD
T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r
mkdir -p /tmp/w && cd /tmp/w && tar xJf $R/.devc/tw.tar.xz || exit 1
tw/httpbench-stock -bins tw -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes background -d 3s -warmup 1s -count 2 -out /tmp/res3
el traces
tw/httpbench-stock -bins tw -servers pinned -procs 14 -rates 5000 -works brotli,sort -classes background -d 2s -warmup 1s -count 1 -trace /tmp/tr3 -out /tmp/res3t
(cd /tmp && tar cf - tr3 res3 res3t | xz -T8 -6 > $OUT/run4.tar.xz); ls -la $OUT
el done
