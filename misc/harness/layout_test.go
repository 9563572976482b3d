// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"flag"
	"io"
	"strings"
	"testing"
)

func cpuRange(lo, hi int) []int {
	var c []int
	for i := lo; i <= hi; i++ {
		c = append(c, i)
	}
	return c
}

// layoutsFor parses args as a harness's command line, with a default
// -procs of defProcs, and resolves them on the CPUs allowed.
func layoutsFor(t *testing.T, defProcs int, allowed []int, apart bool, args ...string) ([]Layout, error) {
	t.Helper()
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var f LayoutFlags
	f.Register(fs, defProcs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	return f.layouts(allowed, apart)
}

func layoutStrings(ls []Layout) string {
	var s []string
	for _, l := range ls {
		s = append(s, l.String())
	}
	return strings.Join(s, "; ")
}

func TestLayoutRule(t *testing.T) {
	two, sixteen := cpuRange(0, 1), cpuRange(0, 15)
	for _, c := range []struct {
		name     string
		defProcs int
		allowed  []int
		apart    bool
		args     []string
		want     string
	}{
		// The defaults reproduce the 2-CPU layouts: kvbench's server on
		// both CPUs with its client on the second, httpbench's pinned
		// server on CPU 0 with its client on CPU 1.
		{"kvbench default", 2, two, false, nil, "procs=2: server on CPUs 0,1, client on CPUs 1"},
		{"httpbench default", 1, two, true, nil, "procs=1: server on CPUs 0, client on CPUs 1"},
		{"procs on 16", 2, sixteen, false, []string{"-procs", "14"}, "procs=14: server on CPUs 0-13, client on CPUs 14,15"},
		{"default on 16", 2, sixteen, false, nil, "procs=2: server on CPUs 0,1, client on CPUs 2-15"},
		{"all CPUs", 2, sixteen, false, []string{"-procs", "16"}, "procs=16: server on CPUs 0-15, client on CPUs 15"},
		{"scaling run", 2, sixteen, true, []string{"-procs", "8,2,14,4"},
			"procs=2: server on CPUs 0,1, client on CPUs 14,15; procs=4: server on CPUs 0-3, client on CPUs 14,15; " +
				"procs=8: server on CPUs 0-7, client on CPUs 14,15; procs=14: server on CPUs 0-13, client on CPUs 14,15"},
		{"fixed client", 2, sixteen, true, []string{"-procs", "2,4", "-client-cpus", "15"},
			"procs=2: server on CPUs 0,1, client on CPUs 15; procs=4: server on CPUs 0-3, client on CPUs 15"},
		{"server list", 2, sixteen, true, []string{"-server-cpus", "0-13", "-client-cpus", "14,15"},
			"procs=14: server on CPUs 0-13, client on CPUs 14,15"},
		{"server list, client the rest", 2, sixteen, true, []string{"-server-cpus", "2-9"},
			"procs=8: server on CPUs 2-9, client on CPUs 0,1,10-15"},
		{"more Ps than CPUs", 2, sixteen, false, []string{"-procs", "8", "-server-cpus", "0-3"},
			"procs=8: server on CPUs 0-3, client on CPUs 4-15"},
		{"affinity mask", 2, []int{4, 5, 6, 7}, false, []string{"-procs", "3"}, "procs=3: server on CPUs 4-6, client on CPUs 7"},
	} {
		ls, err := layoutsFor(t, c.defProcs, c.allowed, c.apart, c.args...)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got := layoutStrings(ls); got != c.want {
			t.Errorf("%s: got\n\t%s\nwant\n\t%s", c.name, got, c.want)
		}
	}
}

func TestLayoutErrors(t *testing.T) {
	two, sixteen := cpuRange(0, 1), cpuRange(0, 15)
	for _, c := range []struct {
		name    string
		allowed []int
		apart   bool
		args    []string
		msg     string
	}{
		{"zero", sixteen, false, []string{"-procs", "0"}, "at least 1 P"},
		{"negative", sixteen, false, []string{"-procs", "2,-1"}, "at least 1 P"},
		{"not a number", sixteen, false, []string{"-procs", "two"}, "not a number"},
		{"empty", sixteen, false, []string{"-procs", ""}, "not a number"},
		{"too many", two, false, []string{"-procs", "4"}, "-procs 4: this process may run on 2 CPUs (0,1)"},
		{"server CPU outside mask", sixteen, false, []string{"-server-cpus", "0-16"}, "-server-cpus 0-16: this process may not run on CPU 16"},
		{"client CPU outside mask", []int{0, 1, 2, 3}, false, []string{"-client-cpus", "6"}, "-client-cpus 6: this process may not run on CPU 6 (it may run on 0-3)"},
		{"bad list", sixteen, false, []string{"-client-cpus", "3-1"}, "-client-cpus: \"3-1\": range runs backwards"},
		{"overlap", sixteen, true, []string{"-server-cpus", "0-13", "-client-cpus", "13-15"}, "overlap"},
		{"overlap by default", two, true, []string{"-procs", "2"}, "-procs 2 leaves the client no CPU of its own"},
		{"server list and sizes", sixteen, false, []string{"-procs", "2,4", "-server-cpus", "0-3"}, "give -procs one value"},
	} {
		ls, err := layoutsFor(t, 2, c.allowed, c.apart, c.args...)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: got %s, %v; want an error saying %q", c.name, layoutStrings(ls), err, c.msg)
		}
	}
}

func TestLayoutJoint(t *testing.T) {
	l := Layout{Procs: 1, Server: []int{0}, Client: []int{1}}.Joint()
	if got, want := l.String(), "procs=2: server on CPUs 0,1, client on CPUs 0,1"; got != want {
		t.Errorf("Joint() = %s, want %s", got, want)
	}
	if !l.Shared() {
		t.Errorf("Joint() does not share CPUs")
	}
}
