#!/bin/bash
# goyield: device run 1 (2026-11-26): main at d3542ea3 (fork), the
# work-first lead (wf, misc/kvbench/results/gc-worker-first/work-first.diff)
# and stock go1.26.8, at 8 and 14 Ps. Results under $OUT.
PROCS=${PROCS:-8,14}; HP=${HP:-14}; D=${D:-5s}; SD=${SD:-12s}
RATE=${RATE:-4000}; STEP=${STEP:-4000,20000@4s,4000@9s}; HR=${HR:-5000}
exec > >(tee $OUT/log.txt) 2>&1
R=$PWD
T0=$(date +%s)
el() { echo "=== $(( $(date +%s) - T0 ))s: $*"; }
el start; uname -r; nproc; lscpu | grep -E 'Model name|^CPU\(s\)'
mkdir -p /tmp/w /tmp/res && cd /tmp/w && tar xJf $R/.devc/tw.tar.xz || exit 1
save() { (cd /tmp && tar cf - res | xz -T8 -3 > $OUT/res.tar.xz); }
el "K1: kvbench yield,background,elastic fork/wf/stock"
kvA/kvbench-stock -bins kvA -procs $PROCS -rate $RATE -configs yield,background,elastic -workloads a -d $D -count 1 -figures=false -out /tmp/res/k1; save
el "K0: kvbench idle,plain fork/stock"
kvB/kvbench-stock -bins kvB -procs $PROCS -rate $RATE -configs idle,plain -workloads a -d $D -count 1 -figures=false -out /tmp/res/k0; save
el "H1: httpbench none,plain,background fork/wf/stock"
hbA/httpbench-stock -bins hbA -servers pinned -procs $HP -rates $HR -works brotli,sort -classes none,plain,background -d 3s -warmup 1s -count 1 -out /tmp/res/h1; save
el "K3: kvbench step idle,yield,elastic fork/stock"
kvB/kvbench-stock -bins kvB -procs $PROCS -rate $STEP -configs idle,yield,elastic -workloads a -d $SD -count 1 -out /tmp/res/k3; save
el done
ls -la $OUT
