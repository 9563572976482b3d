// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package runtime_test

import (
	"encoding/binary"
	"fmt"
	"internal/testenv"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var yieldBenchSink int

// BenchmarkYield measures the cost of a call to Yield.
//
//   - empty-loop: the loop the other cases put a call in, for reference.
//   - idle-P: some P is idle, so Yield takes its inlined fast path.
//   - busy: every P runs a goroutine calling Yield, and nothing waits.
//   - switch: on one P, each call hands the P to a goroutine the caller
//     just readied and gets it back: the cost of stepping aside.
func BenchmarkYield(b *testing.B) {
	b.Run("empty-loop", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			yieldBenchSink++
		}
	})
	b.Run("idle-P", func(b *testing.B) {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0))))
		for i := 0; i < b.N; i++ {
			yieldBenchSink++
			runtime.Yield()
		}
	})
	b.Run("busy", func(b *testing.B) {
		benchEveryPBusy(b, func(n int) {
			for i := 0; i < n; i++ {
				runtime.Yield()
			}
		})
	})
	b.Run("switch", func(b *testing.B) {
		benchSwitch(b, func() { runtime.Yield() })
	})
}

// BenchmarkGosched measures runtime.Gosched the same way, for contrast:
// it is what code written for other toolchains calls in background loops.
func BenchmarkGosched(b *testing.B) {
	b.Run("busy", func(b *testing.B) {
		benchEveryPBusy(b, func(n int) {
			for i := 0; i < n; i++ {
				runtime.Gosched()
			}
		})
	})
	b.Run("switch", func(b *testing.B) {
		benchSwitch(b, runtime.Gosched)
	})
}

// benchEveryPBusy runs GOMAXPROCS goroutines, each calling loop(b.N).
// loop makes the call being measured n times, in the loop itself, as a
// caller's hot loop would: passing a func that makes one call would add
// an indirect call per iteration, which costs more than Yield does. With
// every P busy and nothing else runnable, the time per iteration is the
// cost of one call.
func benchEveryPBusy(b *testing.B, loop func(n int)) {
	n := runtime.GOMAXPROCS(0)
	var start sync.WaitGroup
	var wg sync.WaitGroup
	start.Add(1)
	for range n {
		wg.Go(func() {
			start.Wait()
			loop(b.N)
		})
	}
	b.ResetTimer()
	start.Done()
	wg.Wait()
}

// benchSwitch measures, on one P, readying a goroutine blocked on a
// channel and calling f, which must let it run.
func benchSwitch(b *testing.B, f func()) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	c := make(chan int)
	done := make(chan bool)
	go func() {
		for range c {
		}
		close(done)
	}()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c <- i // the partner is ready now, not yet run
		f()
	}
	b.StopTimer()
	close(c)
	<-done
}

// BenchmarkYieldLatency measures how long foreground work waits to run
// while CPU-bound background goroutines (2×GOMAXPROCS of them, working in
// chunks of about 5µs) occupy every P.
//
// The foreground work arrives three ways:
//
//   - handoff: a background goroutine readies a waiting goroutine
//     every 20 chunks; the latency is from the send to the receive.
//   - timer: a goroutine sleeps for 1ms; the latency is the oversleep.
//   - tcp: a separate process sends requests over loopback TCP every
//     1ms whatever the replies do (open loop); the latency is from the
//     client's send to the server's handler reading the request, on the
//     monotonic clock both share. The client's own wake-ups are left out:
//     with every core saturated by the server, the operating system delays
//     them, and nothing in the server's runtime can help that.
//
// The background runs in one of four ways:
//
//   - none: there is none (the handoff sender alone runs), for reference.
//   - spin: it never gives up its P.
//   - gosched: it calls runtime.Gosched after every chunk.
//   - yield: it calls runtime.Yield after every chunk.
//
// Each reports the p50 and p99 latency, and the background's throughput
// in chunks per second.
func BenchmarkYieldLatency(b *testing.B) {
	for _, src := range []string{"handoff", "timer", "tcp"} {
		for _, bg := range []string{"none", "spin", "gosched", "yield"} {
			b.Run(src+"/"+bg, func(b *testing.B) {
				benchYieldLatency(b, src, bg)
			})
		}
	}
}

// yieldChunk does about 5µs of work, once calibrated.
var yieldChunkSpins = sync.OnceValue(func() int {
	const n = 2000
	start := time.Now()
	for range n {
		yieldSpin()
	}
	per := time.Since(start) / n
	return max(1, int(5*time.Microsecond/max(per, 1)))
})

func yieldChunk() {
	for range yieldChunkSpins() {
		yieldSpin()
	}
}

func benchYieldLatency(b *testing.B, src, bg string) {
	yieldChunkSpins() // calibrate before timing
	var stop atomic.Bool
	var chunks atomic.Int64
	var wg sync.WaitGroup
	handoff := make(chan int64, 1)
	background := func(sender bool) {
		n := 0
		for !stop.Load() {
			yieldChunk()
			chunks.Add(1)
			if n++; sender && n%20 == 0 {
				select {
				case handoff <- runtime.Nanotime():
				default:
				}
			}
			switch bg {
			case "gosched":
				runtime.Gosched()
			case "yield":
				runtime.Yield()
			}
		}
	}
	nbg := 2 * runtime.GOMAXPROCS(0)
	if bg == "none" {
		nbg = 0
	}
	if src == "handoff" && nbg == 0 {
		nbg = 1 // the sender
	}
	for i := range nbg {
		wg.Go(func() { background(src == "handoff" && i == 0) })
	}

	lat := make([]int64, 0, b.N)
	b.ResetTimer()
	start := time.Now()
	switch src {
	case "handoff":
		for range b.N {
			ts := <-handoff
			lat = append(lat, runtime.Nanotime()-ts)
		}
	case "timer":
		const d = time.Millisecond
		for range b.N {
			t0 := time.Now()
			time.Sleep(d)
			lat = append(lat, int64(time.Since(t0)-d))
		}
	case "tcp":
		lat = benchTCPLatency(b, b.N)
	}
	elapsed := time.Since(start)
	b.StopTimer()
	stop.Store(true)
	wg.Wait()

	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2]), "p50-ns")
	b.ReportMetric(float64(lat[len(lat)*99/100]), "p99-ns")
	if bg != "none" {
		b.ReportMetric(float64(chunks.Load())/elapsed.Seconds(), "bg-chunks/s")
	}
	b.ReportMetric(0, "ns/op")
}

// benchTCPLatency serves n requests from a client process and returns
// how long each waited, from the client's send to the server's read.
func benchTCPLatency(b *testing.B, n int) []int64 {
	testenv.MustHaveExec(b)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Skip(err)
	}
	defer ln.Close()
	lat := make([]int64, 0, n)
	served := make(chan error, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			served <- err
			return
		}
		defer c.Close()
		var req [8]byte
		for range n {
			if _, err := io.ReadFull(c, req[:]); err != nil {
				served <- err
				return
			}
			lat = append(lat, runtime.Nanotime()-int64(binary.LittleEndian.Uint64(req[:])))
			if _, err := c.Write(req[:]); err != nil {
				served <- err
				return
			}
		}
		served <- nil
	}()
	cmd := exec.Command(os.Args[0], "-test.run=^TestYieldTCPClient$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("GOYIELD_TCP_CLIENT=%s,%d,%d", ln.Addr(), n, time.Millisecond))
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("client: %v\n%s", err, out)
	}
	if err := <-served; err != nil {
		b.Fatalf("server: %v", err)
	}
	return lat
}

// TestYieldTCPClient is the client process of BenchmarkYieldLatency/tcp.
// It sends n requests, each carrying its send time, every interval over
// one connection, whether or not replies have come back.
func TestYieldTCPClient(t *testing.T) {
	arg := os.Getenv("GOYIELD_TCP_CLIENT")
	if arg == "" {
		t.Skip("helper process for BenchmarkYieldLatency/tcp")
	}
	f := strings.Split(arg, ",")
	n, _ := strconv.Atoi(f[1])
	interval, _ := strconv.ParseInt(f[2], 10, 64)
	c, err := net.Dial("tcp", f[0])
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// Drain the replies in batches, every 10ms, rather than one by one:
	// a reader woken for every reply costs this process CPU only when the
	// server answers promptly, and on a machine the two processes share,
	// that CPU would come out of the server's background throughput.
	done := make(chan bool)
	go func() {
		defer close(done)
		buf := make([]byte, 64<<10)
		for left := 8 * n; left > 0; {
			time.Sleep(10 * time.Millisecond)
			m, err := c.Read(buf[:min(left, len(buf))])
			if err != nil {
				t.Error(err)
				return
			}
			left -= m
		}
	}()
	next := time.Now()
	var req [8]byte
	for range n {
		binary.LittleEndian.PutUint64(req[:], uint64(runtime.Nanotime()))
		if _, err := c.Write(req[:]); err != nil {
			t.Fatal(err)
		}
		next = next.Add(time.Duration(interval))
		time.Sleep(time.Until(next))
	}
	<-done
}

// BenchmarkYieldLockHolder measures how long foreground work waits for a
// lock that background work holds, when the background steps aside in
// different ways (see yieldLockScenario): LOCK/BG runs the scenario as
// is; overload/LOCK/BG adds GOMAXPROCS foreground goroutines that never
// step aside, so that there is no spare capacity at all.
//
// Each reports the p50, p99 and maximum of the foreground's wait for the
// lock, the foreground's acquisitions per second, and the background's
// throughput in chunks per second.
func BenchmarkYieldLockHolder(b *testing.B) {
	for _, overload := range []bool{false, true} {
		for _, lock := range []string{"mutex", "rwmutex", "chan"} {
			for _, bg := range []string{"spin", "gosched", "yield"} {
				name := lock + "/" + bg
				hogs := 0
				if overload {
					name = "overload/" + name
					hogs = 2
				}
				b.Run(name, func(b *testing.B) {
					defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
					yieldChunkSpins() // calibrate before timing
					b.ResetTimer()
					r := yieldLockScenario(lock, bg, hogs, b.N, 0)
					b.StopTimer()
					slices.Sort(r.waits)
					b.ReportMetric(float64(r.waits[len(r.waits)/2]), "p50-ns")
					b.ReportMetric(float64(r.waits[len(r.waits)*99/100]), "p99-ns")
					b.ReportMetric(float64(r.waits[len(r.waits)-1]), "max-ns")
					b.ReportMetric(float64(len(r.waits))/r.elapsed.Seconds(), "acq/s")
					b.ReportMetric(float64(r.chunks)/r.elapsed.Seconds(), "bg-chunks/s")
					b.ReportMetric(0, "ns/op")
				})
			}
		}
	}
}

// yieldLockResult is what yieldLockScenario measured.
type yieldLockResult struct {
	waits   []int64 // the foreground's wait for each acquisition, ns
	elapsed time.Duration
	chunks  int64 // background chunks done
}

// yieldLockScenario runs background work that holds a lock while a
// foreground loop takes the same lock every millisecond, and measures the
// foreground's waits for the lock.
//
// The background is 2×GOMAXPROCS goroutines doing chunks of about 5µs,
// stepping aside after each as bg says: "spin" (never), "gosched"
// (runtime.Gosched) or "yield" (runtime.Yield). One of them, the holder,
// alternates 200 chunks (about 1ms) with the lock held and 200 without.
// The lock is a sync.Mutex, the write side of a sync.RWMutex whose
// foreground takes the read side, or a channel with a buffer of one
// used as a lock ("mutex", "rwmutex", "chan"). hogs more foreground
// goroutines spin without ever stepping aside.
//
// It stops after n acquisitions, or after d if d is not zero. If the
// foreground is still waiting 10s after that, the background stops
// working, which releases the lock.
func yieldLockScenario(lock, bg string, hogs, n int, d time.Duration) yieldLockResult {
	var (
		mu    sync.Mutex
		rw    sync.RWMutex
		ch    = make(chan bool, 1)
		stop  atomic.Bool
		chunk atomic.Int64
		wg    sync.WaitGroup
	)
	var bgLock, bgUnlock, fgLock, fgUnlock func()
	switch lock {
	case "mutex":
		bgLock, bgUnlock, fgLock, fgUnlock = mu.Lock, mu.Unlock, mu.Lock, mu.Unlock
	case "rwmutex":
		bgLock, bgUnlock, fgLock, fgUnlock = rw.Lock, rw.Unlock, rw.RLock, rw.RUnlock
	case "chan":
		bgLock = func() { ch <- true }
		bgUnlock = func() { <-ch }
		fgLock, fgUnlock = bgLock, bgUnlock
	default:
		panic("unknown lock " + lock)
	}
	work := func(chunks int) {
		for i := 0; i < chunks && !stop.Load(); i++ {
			yieldChunk()
			chunk.Add(1)
			switch bg {
			case "gosched":
				runtime.Gosched()
			case "yield":
				runtime.Yield()
			}
		}
	}
	wg.Go(func() {
		for !stop.Load() {
			bgLock()
			work(200)
			bgUnlock()
			work(200)
		}
	})
	for range 2*runtime.GOMAXPROCS(0) - 1 {
		wg.Go(func() {
			for !stop.Load() {
				work(1000)
			}
		})
	}
	for range hogs {
		wg.Go(func() {
			for !stop.Load() {
				yieldChunk()
			}
		})
	}

	var r yieldLockResult
	start := time.Now()
	watchdog := time.AfterFunc(max(d, time.Second)+10*time.Second, func() { stop.Store(true) })
	for i := 0; d == 0 && i < n || d != 0 && time.Since(start) < d; i++ {
		time.Sleep(time.Millisecond)
		t0 := runtime.Nanotime()
		fgLock()
		r.waits = append(r.waits, runtime.Nanotime()-t0)
		fgUnlock()
	}
	r.elapsed = time.Since(start)
	r.chunks = chunk.Load()
	watchdog.Stop()
	stop.Store(true)
	wg.Wait()
	return r
}
