// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// maxCPU bounds the CPU numbers a list may name: Linux's affinity calls,
// as golang.org/x/sys/unix makes them, take sets of 1024 CPUs.
const maxCPU = 1023

// ParseCPUList parses a list of CPUs in the syntax of taskset -c and
// cpuset(7): numbers and ranges separated by commas, such as "0-13",
// "14,15" or "0,2,8-11", where a range may have a stride ("0-14:2" is
// 0,2,...,14). It returns the CPUs sorted and without duplicates.
func ParseCPUList(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, errors.New("empty CPU list")
	}
	var cpus []int
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			return nil, fmt.Errorf("empty element in CPU list %q", s)
		}
		rng, strideStr, hasStride := strings.Cut(part, ":")
		loStr, hiStr, isRange := strings.Cut(rng, "-")
		lo, err := parseCPU(loStr)
		if err != nil {
			return nil, fmt.Errorf("%q: %v", part, err)
		}
		hi := lo
		if isRange {
			if hi, err = parseCPU(hiStr); err != nil {
				return nil, fmt.Errorf("%q: %v", part, err)
			}
			if hi < lo {
				return nil, fmt.Errorf("%q: range runs backwards", part)
			}
		}
		stride := 1
		if hasStride {
			if !isRange {
				return nil, fmt.Errorf("%q: a stride needs a range", part)
			}
			if stride, err = strconv.Atoi(strideStr); err != nil || stride < 1 {
				return nil, fmt.Errorf("%q: stride %q is not a positive number", part, strideStr)
			}
		}
		for c := lo; c <= hi; c += stride {
			cpus = append(cpus, c)
		}
	}
	slices.Sort(cpus)
	return slices.Compact(cpus), nil
}

func parseCPU(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	switch {
	case err != nil || strings.HasPrefix(strings.TrimSpace(s), "+"):
		return 0, fmt.Errorf("%q is not a CPU number", s)
	case n < 0:
		return 0, fmt.Errorf("CPU %d is negative", n)
	case n > maxCPU:
		return 0, fmt.Errorf("CPU %d is past the last CPU this harness can pin to (%d)", n, maxCPU)
	}
	return n, nil
}

// FormatCPUList formats sorted, distinct cpus as ParseCPUList reads
// them, with runs of three or more CPUs as ranges: "0-13", "14,15". It
// returns "" for no CPUs.
func FormatCPUList(cpus []int) string {
	var b strings.Builder
	for i := 0; i < len(cpus); {
		j := i
		for j+1 < len(cpus) && cpus[j+1] == cpus[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		switch {
		case j-i >= 2:
			fmt.Fprintf(&b, "%d-%d", cpus[i], cpus[j])
		case j > i:
			fmt.Fprintf(&b, "%d,%d", cpus[i], cpus[j])
		default:
			fmt.Fprintf(&b, "%d", cpus[i])
		}
		i = j + 1
	}
	return b.String()
}
