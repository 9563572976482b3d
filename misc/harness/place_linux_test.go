// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// procStatus returns a field of /proc/PID/status.
func procStatus(t *testing.T, pid int, field string) string {
	t.Helper()
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		t.Fatal(err)
	}
	for l := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	t.Fatalf("/proc/%d/status has no %s", pid, field)
	return ""
}

// statField returns field n (1-based, as proc(5) numbers them) of a
// /proc/.../stat file.
func statField(t *testing.T, stat string, n int) int {
	t.Helper()
	b, err := os.ReadFile(stat)
	if err != nil {
		t.Fatal(err)
	}
	// The fields after the command's closing parenthesis start with
	// the state, the third field.
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	v, err := strconv.Atoi(f[n-3])
	if err != nil {
		t.Fatalf("%s: %v", stat, err)
	}
	return v
}

func sleeper(t *testing.T) *exec.Cmd {
	cmd := exec.Command("sleep", "10")
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd
}

// A process started on CPUs runs only there, with SCHED_FIFO where the
// kernel allows it, and the thread that started it gets its own CPUs
// and policy back.
func TestStartPlaced(t *testing.T) {
	before, err := AllowedCPUs()
	if err != nil {
		t.Fatal(err)
	}
	last := before[len(before)-1:]
	cmd := sleeper(t)
	rt, err := Start(cmd, Placement{CPUs: last, Realtime: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := procStatus(t, cmd.Process.Pid, "Cpus_allowed_list"); got != FormatCPUList(last) {
		t.Errorf("the child may run on CPUs %s, want %s", got, FormatCPUList(last))
	}
	// Field 41 of stat is the policy: 1 is SCHED_FIFO.
	policy := statField(t, "/proc/"+strconv.Itoa(cmd.Process.Pid)+"/stat", 41)
	if rt != (policy == 1) {
		t.Errorf("Start reported real-time priority %v; the child's policy is %d", rt, policy)
	}
	t.Logf("SCHED_FIFO allowed: %v", rt)
	// Every thread of this process has its CPUs and policy back, so
	// that no goroutine goes on running pinned or at real-time priority.
	stats, _ := filepath.Glob("/proc/self/task/*/stat")
	for _, s := range stats {
		if p := statField(t, s, 41); p != 0 {
			t.Errorf("%s: policy %d after Start, want 0", s, p)
		}
		tid, _ := strconv.Atoi(filepath.Base(filepath.Dir(s)))
		got := procStatus(t, tid, "Cpus_allowed_list")
		if l, err := ParseCPUList(got); err != nil || !slices.Equal(l, before) {
			t.Errorf("thread %d may run on CPUs %s after Start, want %s", tid, got, FormatCPUList(before))
		}
	}
}

// A niced process runs at its nice value, and no thread of this process
// goes on running goroutines at it: each keeps the nice value the process
// had, which is not 0 where the test itself runs under nice.
func TestStartNiced(t *testing.T) {
	main := "/proc/self/task/" + strconv.Itoa(os.Getpid()) + "/stat"
	own := statField(t, main, 19)
	cmd := sleeper(t)
	if _, err := Start(cmd, Placement{Nice: 19}); err != nil {
		t.Fatal(err)
	}
	// Field 19 of stat is the nice value.
	if got := statField(t, "/proc/"+strconv.Itoa(cmd.Process.Pid)+"/stat", 19); got != 19 {
		t.Errorf("the child's nice value is %d, want 19", got)
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		stats, err := filepath.Glob("/proc/self/task/*/stat")
		if err != nil {
			t.Fatal(err)
		}
		niced := 0
		for _, s := range stats {
			// If the goroutine that forked ran on the main thread,
			// which cannot exit, the runtime parks that thread for
			// good instead.
			if s == main {
				continue
			}
			if statField(t, s, 19) != own {
				niced++
			}
		}
		if niced == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of this process's threads have a nice value other than the process's %d after starting a niced child", niced, own)
		}
	}
}

func TestMonotonicNow(t *testing.T) {
	a := MonotonicNow()
	time.Sleep(time.Millisecond)
	if d := MonotonicNow() - a; d < int64(time.Millisecond) || d > int64(time.Minute) {
		t.Errorf("MonotonicNow advanced %v over a 1ms sleep", time.Duration(d))
	}
}
