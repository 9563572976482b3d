#!/bin/bash
# goyield: device run 2 (2026-11-26): sort at 14 Ps, fork against nice, traced, with per-thread CPU.
exec > >(tee $OUT/log2.txt) 2>&1
R=$PWD
T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; ulimit -e; ulimit -r; grep -i nice /proc/self/limits
mkdir -p /tmp/w && cd /tmp/w && tar xJf $R/.devc/bins.tar.xz hb || exit 1
mkdir -p hb3 && ln hb/httpbench-fork hb/httpbench-stock hb/httpbench-nice hb3/
threads() { # per-thread CPU over 1s of each server: tid nice cpu%
  for d in 2.5 4.2; do sleep $d; for p in $(pgrep -f 'role server'); do
    echo "server $(tr '\0' ' ' </proc/$p/cmdline | cut -c1-40)"
    for t in /proc/$p/task/*; do awk -v t=${t##*/} '{print t, $19, $14+$15}' $t/stat; done > /tmp/a
    sleep 1
    for t in /proc/$p/task/*; do awk -v t=${t##*/} '{print t, $19, $14+$15}' $t/stat; done > /tmp/b
    awk 'NR==FNR{a[$1]=$3; next} {printf "cpu %3d%% nice %3s tid %s\n", $3-a[$1], $2, $1}' /tmp/a /tmp/b | sort -rn -k2 | head -20
  done; done
}
el "sort, traced"
threads &
hb3/httpbench-stock -bins hb3 -servers pinned -procs 14 -rates 5000 -works sort,brotli -classes background -d 2s -warmup 1s -count 1 -trace /tmp/tr -out /tmp/res2
sleep 2
(cd /tmp && tar cf - tr res2 | xz -T8 -6 > $OUT/traces2.tar.xz); ls -la $OUT
el done
