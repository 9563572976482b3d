// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A Layout places a server of one size, and its client, on CPUs.
type Layout struct {
	Procs  int   // the server's GOMAXPROCS
	Server []int // the CPUs the server's threads may run on
	Client []int // the CPUs the client's threads may run on
}

func (l Layout) String() string {
	return fmt.Sprintf("procs=%d: server on CPUs %s, client on CPUs %s",
		l.Procs, FormatCPUList(l.Server), FormatCPUList(l.Client))
}

// Shared reports whether the server and the client share a CPU.
func (l Layout) Shared() bool {
	for _, c := range l.Client {
		if slices.Contains(l.Server, c) {
			return true
		}
	}
	return false
}

// Joint returns l with the server and the client both free to run on
// every CPU of either, and the server's GOMAXPROCS the number of those
// CPUs: the same machine, with the kernel placing the two processes.
func (l Layout) Joint() Layout {
	all := append(slices.Clone(l.Server), l.Client...)
	slices.Sort(all)
	all = slices.Compact(all)
	return Layout{Procs: len(all), Server: all, Client: all}
}

// LayoutHelp says how LayoutFlags place a server and its client. The
// harnesses print it in their -help.
const LayoutHelp = `CPU layout: -procs N runs the server with GOMAXPROCS=N on the first N
CPUs this process may run on, and the client on the CPUs after those of
the largest N given, so that every size of a scaling run (-procs 2,4,8,14)
has the same client placement. If the server takes every CPU, the client
shares the server's last one. -server-cpus and -client-cpus set either
placement instead, as lists in taskset -c syntax (0-13, 14,15, 0-14:2);
-server-cpus alone sets GOMAXPROCS to its number of CPUs. Every result
names its size (procs=N), and results.txt's header the CPU lists.
`

// LayoutFlags are the flags -procs, -server-cpus and -client-cpus, which
// place the servers and the client of a run.
type LayoutFlags struct {
	procs    procsFlag
	server   string
	client   string
	defProcs int
}

// procsFlag is -procs: one or more sizes, and whether it was set.
type procsFlag struct {
	s   string
	set bool
}

func (p *procsFlag) String() string { return p.s }

func (p *procsFlag) Set(s string) error {
	if _, err := parseProcs(s); err != nil {
		return err
	}
	p.s, p.set = s, true
	return nil
}

// Register defines the flags on fs. Without flags, the server has
// GOMAXPROCS=defProcs.
func (f *LayoutFlags) Register(fs *flag.FlagSet, defProcs int) {
	f.defProcs = defProcs
	f.procs.s = strconv.Itoa(defProcs)
	fs.Var(&f.procs, "procs", "the server's GOMAXPROCS: `N`, or a list of sizes to run each of (2,4,8,14); see CPU layout below")
	fs.StringVar(&f.server, "server-cpus", "", "the server's CPUs, a `list` in taskset -c syntax (default: the first -procs CPUs)")
	fs.StringVar(&f.client, "client-cpus", "", "the client's CPUs, a `list` in taskset -c syntax (default: the CPUs after the server's)")
}

// Layouts returns the layouts the flags ask for, one for each size, on
// the CPUs this process may run on. If apart, every layout must keep the
// server and the client on different CPUs.
func (f *LayoutFlags) Layouts(apart bool) ([]Layout, error) {
	allowed, err := AllowedCPUs()
	if err != nil {
		return nil, err
	}
	return f.layouts(allowed, apart)
}

// layouts is Layouts on the CPUs allowed, sorted.
func (f *LayoutFlags) layouts(allowed []int, apart bool) ([]Layout, error) {
	procs, err := parseProcs(f.procs.s)
	if err != nil {
		return nil, fmt.Errorf("-procs: %v", err)
	}
	cpus := func(name, s string) ([]int, error) {
		if s == "" {
			return nil, nil
		}
		l, err := ParseCPUList(s)
		if err != nil {
			return nil, fmt.Errorf("-%s: %v", name, err)
		}
		for _, c := range l {
			if !slices.Contains(allowed, c) {
				return nil, fmt.Errorf("-%s %s: this process may not run on CPU %d (it may run on %s)",
					name, s, c, FormatCPUList(allowed))
			}
		}
		return l, nil
	}
	server, err := cpus("server-cpus", f.server)
	if err != nil {
		return nil, err
	}
	client, err := cpus("client-cpus", f.client)
	if err != nil {
		return nil, err
	}
	if server != nil {
		switch {
		case !f.procs.set:
			procs = []int{len(server)}
		case len(procs) > 1:
			return nil, fmt.Errorf("-server-cpus places one size of server: give -procs one value with it, not %s", f.procs.s)
		}
	}
	largest := slices.Max(procs)
	if server == nil && largest > len(allowed) {
		return nil, fmt.Errorf("-procs %d: this process may run on %d CPUs (%s); place more Ps than CPUs with -server-cpus",
			largest, len(allowed), FormatCPUList(allowed))
	}
	var layouts []Layout
	for _, n := range procs {
		l := Layout{Procs: n, Server: server, Client: client}
		if l.Server == nil {
			l.Server = allowed[:n]
		}
		if l.Client == nil {
			// The CPUs after the largest server's, or after the
			// server's own list; else the server's last.
			var rest []int
			if server == nil {
				rest = allowed[largest:]
			} else {
				for _, c := range allowed {
					if !slices.Contains(server, c) {
						rest = append(rest, c)
					}
				}
			}
			if len(rest) == 0 {
				rest = l.Server[len(l.Server)-1:]
			}
			l.Client = rest
		}
		if apart && l.Shared() {
			if f.server == "" && f.client == "" {
				return nil, fmt.Errorf("-procs %d leaves the client no CPU of its own among the %d this process may run on (%s), and this configuration needs one: give -procs a smaller size, or set -client-cpus",
					n, len(allowed), FormatCPUList(allowed))
			}
			return nil, fmt.Errorf("the server's CPUs (%s) and the client's (%s) overlap, and this configuration needs them apart: set -server-cpus and -client-cpus to lists with no CPU in common",
				FormatCPUList(l.Server), FormatCPUList(l.Client))
		}
		layouts = append(layouts, l)
	}
	return layouts, nil
}

// parseProcs parses -procs: sizes of at least 1, separated by commas.
// It returns them ascending and without duplicates.
func parseProcs(s string) ([]int, error) {
	var procs []int
	for f := range strings.SplitSeq(s, ",") {
		f = strings.TrimSpace(f)
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number of Ps", f)
		}
		if n < 1 {
			return nil, fmt.Errorf("%d: a server needs at least 1 P", n)
		}
		procs = append(procs, n)
	}
	if len(procs) == 0 {
		return nil, errors.New("no size given")
	}
	slices.Sort(procs)
	return slices.Compact(procs), nil
}
