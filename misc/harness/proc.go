// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package harness

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
)

// A Placement says where and how a process runs.
type Placement struct {
	CPUs     []int // the CPUs its threads may run on; none: any
	Realtime bool  // SCHED_FIFO, where the kernel allows it
	Nice     int   // its nice value
}

// A Proc is a process of a run: one of the harness's binaries in a role.
type Proc struct {
	Path string
	Args []string
	Env  []string // added to this process's environment
	Placement
}

func (p Proc) command(ctx context.Context) *exec.Cmd {
	cmd := exec.CommandContext(ctx, p.Path, p.Args...)
	cmd.Env = append(os.Environ(), p.Env...)
	return cmd
}

// The handshake between the orchestrator and a server runs over the
// server's standard input and output, a line at a time:
//
//	server: ready ADDR     it listens on ADDR and its background runs
//	   orchestrator: start
//	server: started        the measured window begins
//	   orchestrator: stop
//	server: {...}          the window's statistics, as one JSON object
//
// start and stop may follow again. The server exits when its standard
// input closes, so that it never outlives the orchestrator.

// A Server is a running server process, as the orchestrator sees it.
type Server struct {
	Addr string // what it said with "ready"

	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  *bufio.Scanner
	stderr *lockedBuffer
	waited bool
	err    error // from Wait
}

// StartServer starts p, which must speak the handshake, and waits for
// it to say "ready". It fails if the server exits or says anything else
// first, with what the server wrote to its standard error.
func StartServer(ctx context.Context, p Proc) (*Server, error) {
	s := &Server{cmd: p.command(ctx), stderr: new(lockedBuffer)}
	s.cmd.Stderr = s.stderr
	var err error
	if s.stdin, err = s.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s.lines = bufio.NewScanner(stdout)
	s.lines.Buffer(nil, 16<<20)
	if _, err := Start(s.cmd, p.Placement); err != nil {
		return nil, fmt.Errorf("starting the server: %v", err)
	}
	l, err := s.expect(`"ready ADDR"`, "ready ")
	if err != nil {
		s.Close()
		return nil, err
	}
	s.Addr = strings.TrimPrefix(l, "ready ")
	return s, nil
}

// expect reads the server's next line, which must start with prefix.
func (s *Server) expect(what, prefix string) (string, error) {
	if !s.lines.Scan() {
		err := s.lines.Err()
		if err == nil {
			err = s.wait()
		}
		return "", fmt.Errorf("the server exited before it said %s: %v%s", what, err, s.stderrText())
	}
	l := s.lines.Text()
	if !strings.HasPrefix(l, prefix) {
		return "", fmt.Errorf("the server said %q where it should say %s%s", l, what, s.stderrText())
	}
	return l, nil
}

func (s *Server) wait() error {
	if !s.waited {
		s.waited = true
		s.err = s.cmd.Wait()
		if s.err == nil {
			s.err = errors.New("exit status 0")
		}
	}
	return s.err
}

func (s *Server) stderrText() string {
	if t := strings.TrimSpace(s.stderr.String()); t != "" {
		return "\n" + t
	}
	return ""
}

// Start starts the measured window.
func (s *Server) Start() error {
	if _, err := fmt.Fprintln(s.stdin, "start"); err != nil {
		return fmt.Errorf("the server stopped listening: %v%s", err, s.stderrText())
	}
	_, err := s.expect(`"started"`, "started")
	return err
}

// Stop ends the measured window and decodes the server's statistics of
// it into stats.
func (s *Server) Stop(stats any) error {
	if _, err := fmt.Fprintln(s.stdin, "stop"); err != nil {
		return fmt.Errorf("the server stopped listening: %v%s", err, s.stderrText())
	}
	l, err := s.expect("its statistics", "{")
	if err != nil {
		return err
	}
	if err := json.Unmarshal([]byte(l), stats); err != nil {
		return fmt.Errorf("the server's statistics %q: %v", l, err)
	}
	return nil
}

// Close ends the server: it closes its standard input, kills it, and
// waits for it.
func (s *Server) Close() {
	s.stdin.Close()
	if !s.waited {
		s.cmd.Process.Kill()
		s.wait()
	}
}

// RunClient runs p to its end and decodes what it prints, one JSON
// object, into stats. It reports whether p got the real-time priority
// its placement asks for.
func RunClient(ctx context.Context, p Proc, stats any) (realtime bool, err error) {
	cmd := p.command(ctx)
	var stdout bytes.Buffer
	stderr := new(lockedBuffer)
	cmd.Stdout, cmd.Stderr = &stdout, stderr
	if realtime, err = Start(cmd, p.Placement); err != nil {
		return false, fmt.Errorf("starting the client: %v", err)
	}
	if err := cmd.Wait(); err != nil {
		return false, fmt.Errorf("the client failed: %v\n%s", err, strings.TrimSpace(stderr.String()))
	}
	if err := json.Unmarshal(stdout.Bytes(), stats); err != nil {
		return false, fmt.Errorf("the client's statistics %q: %v\n%s", stdout.String(), err, strings.TrimSpace(stderr.String()))
	}
	return realtime, nil
}

// Serve is a server's side of the handshake, on the process's standard
// input and output. It says "ready addr", then at each "start" calls
// begin and starts measuring a window (BeginWindow, with an execution
// trace into traceFile unless it is ""), and at each "stop" ends the
// window and prints what end makes of its statistics, as JSON. It
// returns when its standard input closes, or begin or end fails.
func Serve(addr, traceFile string, begin func() error, end func(WindowStats) (any, error)) error {
	var w *Window
	return serve(os.Stdin, os.Stdout, addr, func() error {
		if err := begin(); err != nil {
			return err
		}
		var err error
		w, err = BeginWindow(traceFile)
		return err
	}, func() (any, error) {
		ws, err := w.End()
		if err != nil {
			return nil, err
		}
		return end(ws)
	})
}

// serve is the handshake on in and out: start and stop answer "start"
// and "stop".
func serve(in io.Reader, out io.Writer, addr string, start func() error, stop func() (any, error)) error {
	fmt.Fprintf(out, "ready %s\n", addr)
	started := false
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		switch cmd := sc.Text(); cmd {
		case "start":
			if err := start(); err != nil {
				return err
			}
			started = true
			fmt.Fprintln(out, "started")
		case "stop":
			if !started {
				return errors.New(`"stop" before "start"`)
			}
			v, err := stop()
			if err != nil {
				return err
			}
			b, err := json.Marshal(v)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "%s\n", b)
		default:
			return fmt.Errorf("unknown command %q", cmd)
		}
	}
	return sc.Err()
}

// lockedBuffer is a bytes.Buffer that a process may write while the
// orchestrator reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}
