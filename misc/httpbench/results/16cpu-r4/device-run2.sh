#!/bin/bash
# goyield: device run 2 (2026-11-26), on the machine of run 1, warm: the step again, its DB in /tmp; kvbench round 2.
exec > >(tee $OUT/log2.txt) 2>&1
R=$PWD; T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; df -h /dev/shm /tmp | cat; ulimit -n
mkdir -p /tmp/w /tmp/res /tmp/db && cd /tmp/w && { [ -d kvB ] || tar xJf $R/.devc/tw.tar.xz || exit 1; }
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res2.tar.xz); }
el "K3: kvbench step idle,yield,elastic fork/stock, DB in /tmp"
kvB/kvbench-stock -bins kvB -dir /tmp/db -procs 8,14 -rate 4000,20000@4s,4000@9s -configs idle,yield,elastic -workloads a -d 12s -count 1 -out /tmp/res/k3; save
el "K4: kvbench round 2 yield,background fork/wf/stock"
kvA/kvbench-stock -bins kvA -procs 8,14 -rate 4000 -configs idle,yield,background -workloads a -d 5s -count 1 -figures=false -out /tmp/res/k4; save
el done
