# Copyright 2026 The goyield Authors. All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# Helpers for goyield's shell tests. Source this file; call finish last.

set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
checks=0

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

# expect_eq NAME GOT WANT
expect_eq() {
	checks=$((checks + 1))
	if [ "$2" != "$3" ]; then
		fail "$1: got \"$2\", want \"$3\""
	fi
}

# expect_match NAME GOT ERE
expect_match() {
	checks=$((checks + 1))
	if ! [[ $2 =~ $3 ]]; then
		fail "$1: \"$2\" does not match /$3/"
	fi
}

finish() {
	if [ $failures -gt 0 ]; then
		echo "$(basename "$0"): $failures of $checks checks failed" >&2
		exit 1
	fi
	echo "$(basename "$0"): all $checks checks passed"
}
