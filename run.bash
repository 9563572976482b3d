#!/usr/bin/env bash
# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# run.bash is the goyield test plan, and what CI runs after ./make.bash.
#
# Usage: ./run.bash [--quick | --full] [--shard K/N] [--list] [--only REGEXP]
#
#	(default)  the fork's own tests, the -short tests of runtime and of the
#	           packages closest to the scheduler and of the upstream
#	           packages the fork touches, the api and release-note checks,
#	           cmd/compile's intended-inlining test, yieldbench's
#	           never-yielding background built by goyield against stock Go
#	           (at /usr/local/go, or STOCK_GO), a build of runtime for every
#	           port, scheduler tests for linux/arm64 under
#	           qemu-aarch64-static, and one part of upstream's whole suite,
#	           chosen from the commit hash (the rotating slice).
#	--quick    only the fork's own tests.
#	--full     the fork's own tests, then upstream's whole suite
#	           (go tool dist test) in its parts, one step a part.
#	--shard K/N  with --full, run only part K (1-based) of upstream's
#	           suite split into N parts, and not the fork's tests; in the
#	           default mode, make part K of N the rotating slice.
#	           GOYIELD_SHARD=K/N does the same.
#	--list     print the steps the mode would run, and stop. Under a step
#	           that runs a part of upstream's suite, print its tests.
#	--only RE  run only the steps whose names match the extended regexp RE.
#
# It builds the toolchain first (./make.bash) if bin/go is missing or
# stale. Every step prints its name and wall time; a summary at the end
# lists what ran, passed and failed, repeats the last lines of each failed
# step's output, and the exit status is non-zero if anything failed.

set -uo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$top"

# The plan. Each step is one line: the mode that runs it, a name, and the
# command. "fork" steps run in every mode, "std" steps in the default mode,
# "full" steps with --full. Commands run from the top of the checkout with
# this checkout's bin on PATH. To add a feature's tests, add a line here,
# and a line for its runtime tests to arm64_runtime_tests below.
plan() {
	if [ $mode = default ]; then
		if [ -n "$shard" ]; then
			slice=$shard
		elif [ -x bin/go ]; then
			slice=$(rotating_slice)
		else
			slice="$(hash_part $rotating_parts)/$rotating_parts"
		fi
	fi

	step fork "toolchain: version"                 goyield/test/version.bash
	step fork "toolchain: make.bash bootstrap"     goyield/test/bootstrap.bash
	step fork "runtime: Yield"                     go test -short -run 'Yield' runtime
	step fork "runtime: Yield -race"               go test -short -race -run 'Yield' runtime
	step fork "runtime: Grunningnanos"             go test -short -run 'Grunning' runtime
	step fork "runtime: Grunningnanos -race"       go test -short -race -run 'Grunning' runtime
	step fork "runtime: Grunningnanos, counting"   go test -tags grunning -short -run 'Grunning' -bench 'Grunning' -benchtime 100000x runtime
	step fork "runtime: SetBackground"             go test -short -run 'Background' runtime
	step fork "runtime: SetBackground -race"       go test -short -race -run 'Background' runtime
	step fork "sync: tests while counting locks"   env GOYIELD_SYNC_COUNTING=1 go test -short sync
	step fork "sync: tests while counting locks -race" env GOYIELD_SYNC_COUNTING=1 go test -short -race sync
	step fork "cmd/link: Grunningnanos switch"     go test -run 'TestGrunningCheck' cmd/link/internal/ld
	step fork "runtime: NumRunnable, CurrentP"     go test -short -run 'NumRunnableGoroutines|CurrentP' runtime
	step fork "runtime: NumRunnable, CurrentP -race" go test -short -race -run 'NumRunnableGoroutines|CurrentP' runtime
	step fork "context: PropagateCancel"           go test -short -run 'PropagateCancel' context
	step fork "context: PropagateCancel -race"     go test -short -race -run 'PropagateCancel' context
	step fork "crdbcompat: CockroachDB-style code" goyield/test/crdbcompat.bash
	step fork "misc/harness: module tests"         sh -c 'cd misc/harness && go vet ./... && go test -count=1 ./...'
	step fork "misc/elastic: module tests"         sh -c 'cd misc/elastic && go test -count=1 ./...'
	step fork "misc/elastic: yieldbench smoke run" sh -c 'cd misc/elastic && go run ./cmd/yieldbench -d 1s -warmup 100ms -configs fg-only,spin,yield,background,elastic,elastic-yield -out yieldbench-out/smoke'
	step fork "misc/httpbench: module tests and a smoke run" sh -c 'cd misc/httpbench && go vet ./... && go test -count=1 ./...'
	step fork "misc/kvbench: module tests and a smoke run" sh -c 'cd misc/kvbench && go vet ./... && go test -count=1 ./... && go run . -configs background -workloads a -records 5000 -rate 500 -d 2s -warmup 1s -figures=false -out kvbench-out/smoke'

	step std  "runtime -short"                     go test -short runtime
	step std  "scheduler-adjacent packages -short" go test -short $sched_pkgs
	step std  "cmd/go: version and toolchain scripts" go test -run "^TestScript\$/^($go_scripts)\$" cmd/go
	step std  "cmd/link -short"                    go test -short cmd/link
	step std  "cmd/api -short"                     go test -short cmd/api
	step std  "test/: goroutines, channels, GC"    go test -short -run "^Test\$/^($testdir_tests)\$" cmd/internal/testdir
	step std  "api check"                          go test cmd/api -run '^TestCheck$' -check
	step std  "release-note check"                 go test cmd/relnote -check
	step std  "intended inlining"                  go test cmd/compile/internal/test -run '^TestIntendedInlining$'
	step std  "yieldbench spin: fork vs stock"     goyield/test/nonyield-ab.bash
	step std  "runtime builds on every port"       build_all_ports
	step std  "linux/arm64 scheduler and sync tests (qemu)" arm64_tests
	step std  "background work on spin-lock atomics (qemu mipsle, arm v6)" spinlock_atomics_test
	[ -z "$slice" ] || step std "upstream suite, part $slice (rotating)" upstream_part "$slice"

	local k
	for ((k = 1; k <= ${full_parts#*/}; k++)); do
		[ "${full_parts%/*}" = all ] || [ "${full_parts%/*}" = "$k" ] || continue
		step full "upstream suite, part $k/${full_parts#*/}" upstream_part "$k/${full_parts#*/}"
	done
}

# Packages closest to the scheduler, tested -short in the default mode.
sched_pkgs="sync sync/atomic time context runtime/trace runtime/metrics
	runtime/pprof runtime/debug internal/trace net os/signal"

# cmd/go script tests (testdata/script) that involve the version string,
# which the fork changes, and toolchain selection, which reads it. They
# run without -short, which would skip the version_* scripts, and so
# leave out gotoolchain_net and gotoolchain_version, which need the
# network.
go_scripts='version.*|go_version|gotoolchain_(godebug_trace|issue66175|local|loop|modcmds|path)|.*_toolchain|mod_toolchain_slash|env.*|mod_go_version.*|goline_order|mod_goline.*|work_goline_order|build_version_stamping_git'

# Programs in the test directory (cmd/internal/testdir) that exercise
# goroutines, channels, select, the garbage collector, finalizers and
# stack growth, which the scheduler changes can affect.
testdir_tests='chan|235\.go|atomicload\.go|chancap\.go|chanlinear\.go|closedchan\.go|deferfin\.go|gc\.go|gc1\.go|gc2\.go|gcgort\.go|gcstring\.go|goprint\.go|makechan\.go|mallocfin\.go|maymorestack\.go|sigchld\.go|stack\.go|stackobj\.go|stackobj2\.go|stackobj3\.go|tinyfin\.go'

# Upstream's whole suite is the tests "go tool dist test -list" prints,
# split into parts (see split_suite). --full runs all full_suite_parts of
# them, one step a part, each well under an hour on 2 cores. The default
# mode runs one of rotating_parts parts, the rotating slice, picked by
# the commit hash so that successive commits cover the suite; a part whose
# estimate is over slice_budget seconds would push the default mode past
# an hour, and the next part that fits runs instead (see rotating_slice).
full_suite_parts=6
rotating_parts=16
slice_budget=1080
suite_weights=goyield/test/fullsuite-weights.txt
default_weight=30

# Runtime tests run on linux/arm64 under qemu-aarch64-static, one pattern a
# line. Upstream's tests here run in process: without binfmt_misc an
# emulated test cannot start the testprog helpers it builds. The fork's
# own tests start theirs through the emulator named by
# GOYIELD_TESTPROG_EXEC, so they can run whole.
arm64_runtime_tests=(
	TestGoroutineParallelism TestGoroutineParallelism2 TestBlockLocked
	TestTimerFairness TestTimerFairness2 TestPreemption TestPreemptionGC
	TestLockOSThreadNesting TestSchedLocalQueue TestSchedLocalQueueSteal
	TestSchedLocalQueueEmpty TestStealOrder TestGoroutineProfileTrivial
	TestNetpollBreak TestStopTheWorldDeadlock TestGosched
	'TestYield.*'    # runtime.Yield
	'TestGrunning.*' # runtime.Grunningnanos
	'TestNumRunnableGoroutines.*' 'TestCurrentP.*' # runtime.NumRunnableGoroutines, runtime.CurrentP
	'Test.*Background.*' # runtime.SetBackground
)

usage() {
	sed -n '/^# Usage:/,/^# anything failed/s/^# \{0,1\}//p' "$0" >&2
	exit 2
}

mode=default
list=false
only=
shard=${GOYIELD_SHARD-}
while [ $# -gt 0 ]; do
	case $1 in
	--quick) mode=quick ;;
	--full) mode=full ;;
	--list) list=true ;;
	--shard)
		[ $# -ge 2 ] || usage
		shard=$2
		shift
		;;
	--shard=*) shard=${1#--shard=} ;;
	--only)
		[ $# -ge 2 ] || usage
		only=$2
		shift
		;;
	-h | --help) usage ;;
	*)
		echo "run.bash: unknown argument $1" >&2
		usage
		;;
	esac
	shift
done

if [ -n "$shard" ]; then
	if ! [[ $shard =~ ^[1-9][0-9]*/[1-9][0-9]*$ ]] || [ "${shard%/*}" -gt "${shard#*/}" ]; then
		echo "run.bash: bad shard $shard: want K/N with 1 <= K <= N" >&2
		exit 2
	fi
	if [ $mode = quick ]; then
		if [ "${GOYIELD_SHARD-}" != "$shard" ]; then
			echo "run.bash: --shard does not apply to --quick" >&2
			exit 2
		fi
		shard= # GOYIELD_SHARD is for the modes that run upstream's suite
	fi
fi

# Steps run with this checkout's toolchain, whatever the caller's
# environment selects.
export PATH="$top/bin:$PATH"
unset GOROOT GOOS GOARCH GOBIN GOPATH_BOOTSTRAP
export GOTOOLCHAIN=local

# Helpers used by the plan.

build_all_ports() {
	local ports fails=0 n=0 p
	ports=$(go tool dist list) || return 1
	for p in $ports; do
		n=$((n + 1))
		if ! out=$(GOOS=${p%/*} GOARCH=${p#*/} CGO_ENABLED=0 go build runtime 2>&1); then
			echo "FAIL $p"
			echo "$out" | sed 's/^/	/'
			fails=$((fails + 1))
		fi
	done
	echo "built runtime for $n ports, $fails failed"
	[ $fails -eq 0 ]
}

arm64_tests() {
	local exec=() emu=
	case $(uname -m) in
	aarch64 | arm64) ;; # native
	*)
		if ! command -v qemu-aarch64-static >/dev/null; then
			echo "qemu-aarch64-static not found: install qemu-user-static (apt-get install qemu-user-static)" >&2
			return 1
		fi
		emu=qemu-aarch64-static
		exec=(-exec "$emu")
		;;
	esac
	local re
	re=$(
		IFS='|'
		echo "${arm64_runtime_tests[*]}"
	)
	GOYIELD_TESTPROG_EXEC=$emu GOARCH=arm64 CGO_ENABLED=0 go test "${exec[@]}" -short -v -run "^($re)\$" runtime || return
	# sync's tests with lock counting on, on a weakly ordered CPU, but
	# for two that run the test binary again, which needs the emulator
	# registered with the kernel.
	GOYIELD_SYNC_COUNTING=1 GOARCH=arm64 CGO_ENABLED=0 go test "${exec[@]}" -short -skip '^(TestMutexMisuse|TestIssue76126)$' sync
}

# spinlock_atomics_test runs runtime/testdata/testbgatomic64, background
# goroutines beside a sleeping foreground, under qemu on two ports whose
# 64-bit atomics take spin locks, where a signal handler that takes one
# can wait for ever: it must exit within the timeout.
spinlock_atomics_test() {
	local dir target goarch goarm emu fails=0
	dir=$(mktemp -d) || return
	for target in mipsle:0:qemu-mipsel-static arm:6:qemu-arm-static; do
		IFS=: read -r goarch goarm emu <<<"$target"
		if ! command -v "$emu" >/dev/null; then
			echo "$emu not found: install qemu-user-static (apt-get install qemu-user-static)" >&2
			fails=1
			continue
		fi
		local args=()
		case $goarch in
		mipsle) args=(-r 4.19.0) ;; # qemu lacks futex_time64, which the runtime uses from Linux 5.1 on
		arm) args=(-cpu arm1176) ;; # ARMv6, without 64-bit atomic instructions
		esac
		(cd src && GOOS=linux GOARCH=$goarch GOARM=$goarm CGO_ENABLED=0 go build -o "$dir/prog-$goarch" ./runtime/testdata/testbgatomic64) || { fails=1; continue; }
		echo "linux/$goarch: $emu ${args[*]}"
		timeout 120 "$emu" "${args[@]}" "$dir/prog-$goarch"
		local rc=$?
		if [ $rc -ne 0 ]; then
			echo "linux/$goarch: failed, or did not finish within 120s (exit status $rc)" >&2
			fails=1
		fi
	done
	rm -rf "$dir"
	[ $fails -eq 0 ]
}

# suite_tests prints the names of upstream's tests, as src/run.bash
# would run them.
suite_tests() {
	(cd src && GOENV=off ../bin/go tool dist test -list)
}

# split_suite N reads test names and prints "part weight name" for each,
# splitting them into N parts of about equal weight: the names sorted by
# weight (heaviest first, then by name) go one by one to the lightest part
# so far (the lowest-numbered, if several are). Weights are the seconds in
# $suite_weights; a name not listed there weighs $default_weight. The
# split depends only on the names and the table, so it is the same on
# every machine that lists the same tests.
split_suite() {
	awk -v def="$default_weight" '
		FNR == NR {
			if ($0 !~ /^#/ && NF == 2)
				w[$1] = $2
			next
		}
		NF { print (($1 in w) ? w[$1] : def), $1 }
	' "$suite_weights" - |
		LC_ALL=C sort -k1,1nr -k2,2 |
		awk -v n="$1" '
			{
				best = 1
				for (i = 2; i <= n; i++)
					if (load[i] < load[best])
						best = i
				load[best] += $1
				print best, $1, $2
			}'
}

# part_tests K/N prints the names in part K of N, with their weights.
part_tests() {
	local names
	names=$(suite_tests) || return 1
	echo "$names" | split_suite "${1#*/}" | awk -v k="${1%/*}" '$1 == k { print $2, $3 }'
}

# upstream_part K/N runs part K of N of upstream's suite, through
# src/run.bash without its rebuild (run.bash has built the toolchain),
# keeping going past failures. GOYIELD_DIST_FLAGS adds flags to go tool
# dist test, for example -json.
upstream_part() {
	local tests re
	tests=$(part_tests "$1") || return 1
	if [ -z "$tests" ]; then
		echo "part $1 has no tests"
		return 0
	fi
	echo "part $1: $(echo "$tests" | wc -l) tests, estimated $(fmt_secs "$(echo "$tests" | awk '{ s += $1 } END { print s }')")"
	re=$(echo "$tests" | awk '{ print $2 }' | sed 's/[]\\[*.+?(){}|^$]/\\&/g' | paste -sd '|' -)
	# Upstream's test timeouts suit its builders; on a small machine
	# cmd/internal/testdir alone outlasts go test's default 10 minutes,
	# so scale them as upstream's slow builders do, unless the caller has.
	local scale=${GO_TEST_TIMEOUT_SCALE-}
	if [ -z "$scale" ]; then
		scale=$((8 / $(nproc 2>/dev/null || echo 8)))
		scale=$((scale < 1 ? 1 : scale))
	fi
	# shellcheck disable=SC2086 # GOYIELD_DIST_FLAGS is a list of flags.
	(cd src && GO_TEST_TIMEOUT_SCALE=$scale bash ./run.bash -no-rebuild -k ${GOYIELD_DIST_FLAGS-} -run "^($re)\$")
}

# rotating_slice prints the rotating slice, K/N: the part that hash_part
# picks, or if its estimate is over slice_budget, the first part after it
# whose estimate is not. It prints nothing if no part fits.
rotating_slice() {
	local n=$rotating_parts k i ests
	k=$(hash_part $n)
	ests=$(suite_tests | split_suite $n | awk '{ s[$1] += $2 } END { for (k in s) print k, s[k] }') || return
	for ((i = 0; i < n; i++)); do
		if echo "$ests" | awk -v k="$k" -v b="$slice_budget" '$1 == k && $2 <= b { ok = 1 } END { exit !ok }'; then
			echo "$k/$n"
			return
		fi
		k=$((k % n + 1))
	done
}

# hash_part N prints a part of N, 1-based, from the commit hash as a
# number modulo N, or 1 outside a git checkout.
hash_part() {
	local h r=0 i
	h=$(git rev-parse HEAD 2>/dev/null) || {
		echo 1
		return
	}
	for ((i = 0; i < ${#h}; i++)); do
		r=$(((r * 16 + 16#${h:i:1}) % $1))
	done
	echo $((r + 1))
}

# Build the toolchain if bin/go is missing or older than the sources it is
# built from. Runtime and library changes need no rebuild: the go command
# compiles them from source. The compiler, linker, go command and the
# experiment defaults do.
stale() {
	[ -x bin/go ] || {
		echo "bin/go is missing"
		return 0
	}
	local want have
	want=$(head -n 1 VERSION)
	have=$(bin/go env GOVERSION 2>/dev/null)
	if [ "$have" != "$want" ]; then
		echo "bin/go is $have, VERSION says $want"
		return 0
	fi
	local newer
	newer=$(find src/cmd src/internal/buildcfg src/internal/goexperiment -newer bin/go \
		-type f -name '*.go' ! -name '*_test.go' ! -path '*/testdata/*' -print -quit)
	if [ -n "$newer" ]; then
		echo "$newer is newer than bin/go"
		return 0
	fi
	return 1
}

names=()
results=()
times=()

# Each step's output is also kept in steplogs, so that the summary can
# repeat the end of a failed step's output: CI shows only the last lines.
steplogs=$(mktemp -d)
trap 'rm -rf "$steplogs"' EXIT

fmt_secs() {
	printf '%dm%02ds' $(($1 / 60)) $(($1 % 60))
}

step() {
	local kind=$1 name=$2
	shift 2
	case $kind/$mode in
	fork/default | fork/quick | std/default | full/full) ;;
	fork/full) [ -z "$shard" ] || return ;; # --full --shard: only the part
	*) return ;;
	esac
	if [ -n "$only" ] && ! [[ $name =~ $only ]]; then
		return
	fi
	if $list; then
		echo "$name"
		if [ "$1" = upstream_part ]; then
			if [ -x bin/go ]; then
				part_tests "$2" | awk '{ printf "\t%s\t(%ds)\n", $2, $1 }'
			else
				echo "	(build bin/go to list the tests)"
			fi
		fi
		return
	fi
	local i=$((${#names[@]} + 1)) start rc
	echo
	echo "##### [$i] $name"
	start=$SECONDS
	"$@" 2>&1 | tee "$steplogs/$i"
	rc=${PIPESTATUS[0]}
	local secs=$((SECONDS - start))
	names+=("$name")
	times+=("$secs")
	if [ $rc -eq 0 ]; then
		results+=(ok)
		echo "##### [$i] $name: ok in $(fmt_secs $secs)"
	else
		results+=(FAIL)
		echo "##### [$i] $name: FAIL (exit $rc) in $(fmt_secs $secs)"
	fi
}

# The parts --full runs: "all/N", or "K/N" for --shard K/N. The rotating
# slice is chosen once bin/go is built.
slice=
full_parts=all/$full_suite_parts
if [ -n "$shard" ] && [ $mode = full ]; then
	full_parts=$shard
fi

if $list; then
	plan
	exit 0
fi

begin=$SECONDS
if why=$(stale); then
	echo "##### building the toolchain ($why)"
	start=$SECONDS
	if ! ./make.bash; then
		echo "run.bash: ./make.bash failed" >&2
		exit 1
	fi
	names+=("build (./make.bash)")
	results+=(ok)
	times+=($((SECONDS - start)))
fi

echo "##### run.bash ($mode) with $(go version)"
plan

echo
echo "##### Summary ($mode)"
failed=0
for i in "${!names[@]}"; do
	printf '  %-4s  %8s  %s\n' "${results[i]}" "$(fmt_secs "${times[i]}")" "${names[i]}"
	[ "${results[i]}" = ok ] || failed=$((failed + 1))
done
for i in "${!names[@]}"; do
	[ "${results[i]}" = FAIL ] && [ -f "$steplogs/$((i + 1))" ] || continue
	echo "  --- ${names[i]}: the end of its output"
	tail -n 12 "$steplogs/$((i + 1))" | sed 's/^/    /'
done
echo "  ${#names[@]} steps, $((${#names[@]} - failed)) passed, $failed failed, $(fmt_secs $((SECONDS - begin))) in all"
[ $failed -eq 0 ]
