// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"slices"
	"strings"
	"testing"
)

func TestParseCPUList(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []int
	}{
		{"0", []int{0}},
		{"0-13", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}},
		{"14,15", []int{14, 15}},
		{" 3 , 1-2 ", []int{1, 2, 3}},
		{"0-6:2,1", []int{0, 1, 2, 4, 6}},
		{"2,2,1-3", []int{1, 2, 3}},
		{"5-5", []int{5}},
		{"1023", []int{1023}},
	} {
		got, err := ParseCPUList(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ParseCPUList(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"", "empty"},
		{"  ", "empty"},
		{"1,,2", "empty element"},
		{"1,", "empty element"},
		{"x", "not a CPU number"},
		{"1-x", "not a CPU number"},
		{"+1", "not a CPU number"},
		{"-1", "not a CPU number"},
		{"3-1", "backwards"},
		{"1024", "past the last CPU"},
		{"0-4:0", "stride"},
		{"0-4:x", "stride"},
		{"4:2", "needs a range"},
	} {
		got, err := ParseCPUList(c.in)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("ParseCPUList(%q) = %v, %v; want an error saying %q", c.in, got, err, c.msg)
		}
	}
}

func TestFormatCPUList(t *testing.T) {
	for _, c := range []struct {
		in   []int
		want string
	}{
		{nil, ""},
		{[]int{1}, "1"},
		{[]int{14, 15}, "14,15"},
		{[]int{0, 1, 2, 3}, "0-3"},
		{[]int{0, 2, 3, 4, 7, 8}, "0,2-4,7,8"},
	} {
		got := FormatCPUList(c.in)
		if got != c.want {
			t.Errorf("FormatCPUList(%v) = %q, want %q", c.in, got, c.want)
		}
		if back, err := ParseCPUList(got); got != "" && (err != nil || !slices.Equal(back, c.in)) {
			t.Errorf("ParseCPUList(FormatCPUList(%v)) = %v, %v", c.in, back, err)
		}
	}
}
