// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"time"

	"goyield.dev/harness"
)

// clientEnv, when set in yieldbench's environment, makes it the tcp
// source's client process. Its value is "ADDR,INTERVAL,DURATION" with
// the durations in nanoseconds.
const clientEnv = "YIELDBENCH_CLIENT"

// reqSize is the size of a request and of its echo: the send time on
// CLOCK_MONOTONIC and a sequence number.
const reqSize = 16

// A tcpServer serves one client process over loopback TCP and records,
// for each request, the time from the client's send to the server's
// handler reading it.
type tcpServer struct {
	done chan error
}

// startTCP starts the server and its client process, which sends a
// request every interval for dur. Both stop when ctx is done.
func startTCP(ctx context.Context, interval, dur time.Duration, rec *recorder) (*tcpServer, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("tcp: %w", err)
	}
	exe, err := os.Executable()
	if err != nil {
		ln.Close()
		return nil, fmt.Errorf("tcp: finding the client executable: %w", err)
	}
	started := make(chan error, 1)
	exited := make(chan error, 1)
	go func() {
		// The client is told to die with the thread that starts it
		// (childAttr); keep this goroutine on that thread until the
		// client has exited, so that it dies only with yieldbench.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		cmd := exec.CommandContext(ctx, exe)
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s,%d,%d", clientEnv, ln.Addr(), interval, dur))
		var stderr bytes.Buffer
		cmd.Stdout = &stderr
		cmd.Stderr = &stderr
		cmd.SysProcAttr = childAttr()
		cmd.WaitDelay = time.Second
		if err := cmd.Start(); err != nil {
			started <- fmt.Errorf("tcp: starting the client: %w", err)
			return
		}
		started <- nil
		err := cmd.Wait()
		if err != nil && ctx.Err() == nil {
			err = fmt.Errorf("tcp client: %v\n%s", err, strings.TrimSpace(stderr.String()))
		} else {
			err = nil
		}
		exited <- err
	}()
	if err := <-started; err != nil {
		ln.Close()
		return nil, err
	}

	s := &tcpServer{done: make(chan error, 1)}
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	go func() {
		err := serveOne(ctx, ln, rec)
		if cerr := <-exited; err == nil {
			err = cerr
		}
		s.done <- err
	}()
	return s, nil
}

// wait waits for the server and its client to finish and returns the
// first error either met, other than being stopped.
func (s *tcpServer) wait() error { return <-s.done }

// serveOne accepts one connection and serves it until the client closes
// it or ctx is done.
func serveOne(ctx context.Context, ln net.Listener, rec *recorder) error {
	c, err := ln.Accept()
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return fmt.Errorf("tcp: accept: %w", err)
	}
	defer c.Close()
	stopped := make(chan struct{})
	defer close(stopped)
	go func() {
		select {
		case <-ctx.Done():
			c.Close()
		case <-stopped:
		}
	}()
	var req [reqSize]byte
	for {
		if _, err := io.ReadFull(c, req[:]); err != nil {
			if err == io.EOF || ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("tcp: read: %w", err)
		}
		lat := harness.MonotonicNow() - int64(binary.LittleEndian.Uint64(req[:8]))
		rec.record(time.Now(), time.Duration(lat))
		if _, err := c.Write(req[:]); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("tcp: write: %w", err)
		}
	}
}

// runClient is the client process: it sends a request stamped with its
// send time every interval for the given duration, whether or not the
// echoes come back, and reads the echoes on the side.
func runClient(arg string) error {
	f := strings.Split(arg, ",")
	if len(f) != 3 {
		return fmt.Errorf("bad %s=%q", clientEnv, arg)
	}
	interval, err1 := strconv.ParseInt(f[1], 10, 64)
	dur, err2 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil || interval <= 0 || dur <= 0 {
		return fmt.Errorf("bad %s=%q", clientEnv, arg)
	}
	c, err := net.Dial("tcp", f[0])
	if err != nil {
		return err
	}
	defer c.Close()
	// Drain the echoes in batches every 10ms rather than one by one: a
	// reader woken for every echo costs this process CPU only while the
	// server answers promptly, and on a machine the two processes share,
	// that CPU would come out of the server's background throughput and
	// skew the comparison between configurations.
	go func() {
		buf := make([]byte, 64<<10)
		for {
			time.Sleep(10 * time.Millisecond)
			if _, err := c.Read(buf); err != nil {
				return
			}
		}
	}()
	var req [reqSize]byte
	start := time.Now()
	next := start
	for seq := uint64(0); time.Since(start) < time.Duration(dur); seq++ {
		binary.LittleEndian.PutUint64(req[:8], uint64(harness.MonotonicNow()))
		binary.LittleEndian.PutUint64(req[8:], seq)
		if _, err := c.Write(req[:]); err != nil {
			return nil // the server is gone: the run is over
		}
		// Open loop: the schedule does not wait for echoes, and a
		// late send does not push back the ones after it.
		next = next.Add(time.Duration(interval))
		time.Sleep(time.Until(next))
	}
	return nil
}
