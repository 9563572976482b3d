#!/bin/bash
# goyield: device run 2 of session 40 (2026-11-27), on the machine of run 1,
# still warm: two more rounds of kvbench's idle, yield and background rows at
# 8 and 14 Ps, from the binaries of run 1 (already unpacked in /tmp/w).
cd /tmp/w || exit 1
mkdir -p /tmp/res2
kv/kvbench-stock -bins kv -procs 8,14 -rate 4000 -configs idle,yield,background -workloads a -d 5s -count 2 -figures=false -out /tmp/res2/k > /tmp/res2/log.txt 2>&1
cp /tmp/res2/k/summary.txt /tmp/res2/k/results.txt /tmp/res2/log.txt $OUT/
