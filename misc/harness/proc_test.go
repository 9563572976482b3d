// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// roleEnv makes the test binary one of the fake roles of fakeRole.
const roleEnv = "HARNESS_TEST_ROLE"

func TestMain(m *testing.M) {
	if role := os.Getenv(roleEnv); role != "" {
		fakeRole(role)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeRole plays a server or a client that behaves as role says.
func fakeRole(role string) {
	switch role {
	case "server":
		n := 0
		err := Serve("127.0.0.1:1", "", func() error { return nil }, func(w WindowStats) (any, error) {
			n++
			if w.ElapsedNs <= 0 || w.Procs < 1 {
				return nil, fmt.Errorf("window %d: %+v", n, w)
			}
			return map[string]int{"windows": n}, nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	case "server-dies":
		fmt.Fprintln(os.Stderr, "cannot open the database")
		os.Exit(3)
	case "server-says-hello":
		fmt.Println("hello")
		time.Sleep(time.Minute)
	case "server-dies-at-stop":
		fmt.Println("ready x")
		in := bufio.NewScanner(os.Stdin)
		for in.Scan() {
			if in.Text() == "stop" {
				fmt.Fprintln(os.Stderr, "out of memory")
				os.Exit(2)
			}
			fmt.Println("started")
		}
	case "client":
		fmt.Println(`{"p99Ns": 42}`)
	case "client-fails":
		fmt.Fprintln(os.Stderr, "connection refused")
		os.Exit(2)
	case "client-says-nothing":
	}
}

func fake(t *testing.T, role string) Proc {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return Proc{Path: exe, Args: []string{"-test.run=^$"}, Env: []string{roleEnv + "=" + role}}
}

func TestHandshake(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := StartServer(ctx, fake(t, "server"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Addr != "127.0.0.1:1" {
		t.Errorf("Addr = %q, want what the server said after ready", s.Addr)
	}
	for i := 1; i <= 2; i++ {
		if err := s.Start(); err != nil {
			t.Fatal(err)
		}
		var st struct{ Windows int }
		if err := s.Stop(&st); err != nil {
			t.Fatal(err)
		}
		if st.Windows != i {
			t.Errorf("window %d: the server's statistics say window %d", i, st.Windows)
		}
	}
}

func TestHandshakeFailures(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, c := range []struct {
		role string
		want []string
	}{
		{"server-dies", []string{`exited before it said "ready ADDR"`, "exit status 3", "cannot open the database"}},
		{"server-says-hello", []string{`said "hello" where it should say "ready ADDR"`}},
	} {
		s, err := StartServer(ctx, fake(t, c.role))
		if err == nil {
			s.Close()
			t.Errorf("%s: StartServer succeeded", c.role)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", c.role, err, w)
			}
		}
	}

	s, err := StartServer(ctx, fake(t, "server-dies-at-stop"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	var st any
	err = s.Stop(&st)
	if err == nil || !strings.Contains(err.Error(), "exited before it said its statistics") || !strings.Contains(err.Error(), "out of memory") {
		t.Errorf("Stop of a server that dies = %v; want an error with its standard error", err)
	}
}

func TestRunClient(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var st Summary
	if _, err := RunClient(ctx, fake(t, "client"), &st); err != nil || st.P99Ns != 42 {
		t.Errorf("RunClient = %+v, %v; want p99Ns 42", st, err)
	}
	for _, c := range []struct{ role, want string }{
		{"client-fails", "connection refused"},
		{"client-says-nothing", "the client's statistics"},
	} {
		_, err := RunClient(ctx, fake(t, c.role), &st)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: RunClient = %v; want an error saying %q", c.role, err, c.want)
		}
	}
	p := fake(t, "client")
	p.Path += ".missing"
	if _, err := RunClient(ctx, p, &st); err == nil || !strings.Contains(err.Error(), "starting the client") {
		t.Errorf("RunClient of a missing binary = %v", err)
	}
}

func TestServe(t *testing.T) {
	var out bytes.Buffer
	starts, stops := 0, 0
	start := func() error { starts++; return nil }
	stop := func() (any, error) { stops++; return map[string]int{"n": stops}, nil }
	err := serve(strings.NewReader("start\nstop\nstart\nstop\n"), &out, "a:1", start, stop)
	if err != nil {
		t.Fatal(err)
	}
	if want := "ready a:1\nstarted\n{\"n\":1}\nstarted\n{\"n\":2}\n"; out.String() != want {
		t.Errorf("serve wrote %q, want %q", out.String(), want)
	}
	for in, want := range map[string]string{
		"stop\n":  `"stop" before "start"`,
		"begin\n": `unknown command "begin"`,
	} {
		if err := serve(strings.NewReader(in), &out, "a:1", start, stop); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("serve(%q) = %v, want an error saying %s", in, err, want)
		}
	}
	boom := errors.New("boom")
	if err := serve(strings.NewReader("start\n"), &out, "a:1", func() error { return boom }, stop); !errors.Is(err, boom) {
		t.Errorf("serve with a failing start = %v, want boom", err)
	}
	if err := serve(strings.NewReader("start\nstop\n"), &out, "a:1", start, func() (any, error) { return nil, boom }); !errors.Is(err, boom) {
		t.Errorf("serve with a failing stop = %v, want boom", err)
	}
}
