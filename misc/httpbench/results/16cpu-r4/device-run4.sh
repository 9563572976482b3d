#!/bin/bash
# goyield: device run 4 (2026-11-26), on the machine of run 3, warm:
# kvbench at 8 and 14 Ps, fork (main at d3542ea3), wf (the work-first
# lead) and stock. Its output is device-run4.log, its results
# ../../../kvbench/results/16cpu-r4/results-b.txt and summary-b.txt.
cd /tmp/w 2>/dev/null || { mkdir -p /tmp/w && cd /tmp/w && tar xJf $OLDPWD/.devc/tw.tar.xz; }; cat /proc/loadavg; kvA/kvbench-stock -bins kvA -procs 8,14 -rate 4000 -configs idle,plain,yield,background -workloads a -d 5s -count 1 -figures=false -out /tmp/res/k5 > $OUT/k5.log 2>&1; cp /tmp/res/k5/*.txt $OUT/; cat /tmp/res/k5/summary.txt
