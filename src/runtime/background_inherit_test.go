// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Inheritance of the background class (R3): goroutines that a background
// goroutine starts, but that serve foreground work, must not make it
// wait for spare capacity.

package runtime_test

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"internal/race"
	"io"
	"iter"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// inheritLatency measures a foreground goroutine's requests to a service
// started by a foreground goroutine and to the same service started by a
// background goroutine, interleaved, while 2×GOMAXPROCS background
// goroutines keep every P busy, and checks that the second is about as
// fast as the first: p50 within 2× + 50µs, p99 within 1.5× + 0.5ms. Using
// the background class must not make foreground work slower than not
// using it. start starts a service and returns the function that makes a
// request to it; it runs on the starting goroutine.
func inheritLatency(t *testing.T, start func() (request func())) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	starts := func(bg bool) func() {
		c := make(chan func())
		go func() {
			runtime.SetBackground(bg)
			c <- start()
			// The starter lives on, as a background job would.
			select {}
		}()
		return <-c
	}
	const rounds, perRound = 20, 20
	// Under an emulator (the arm64 step of run.bash) or the race
	// detector, latencies say little: measure, log, and check only that
	// the service's goroutines left the class.
	measureOnly := os.Getenv("GOYIELD_TESTPROG_EXEC") != "" || race.Enabled
	var lastErr string
	for attempt := range 3 {
		inherited := runtime.InheritedBackgroundGoroutines()
		reqs := [2]func(){starts(false), starts(true)}
		stop := backgroundSpinners(2 * runtime.GOMAXPROCS(0))
		var lat [2][]time.Duration
		for r := range rounds {
			for i := range 2 {
				k := (i + r) % 2 // alternate which goes first
				for range perRound {
					t0 := time.Now()
					reqs[k]()
					lat[k] = append(lat[k], time.Since(t0))
				}
			}
		}
		stop()
		// The rule that keeps them fast: a goroutine that is background
		// by inheritance and serves foreground work is foreground.
		n := 0
		for id := range runtime.InheritedBackgroundGoroutines() {
			if !inherited[id] {
				n++
			}
		}
		if n > 0 {
			t.Fatalf("%d goroutine(s) started for a background goroutine still inherit its class after serving %d foreground requests", n, rounds*perRound)
		}
		var p50, p99 [2]time.Duration
		for k := range 2 {
			slices.Sort(lat[k])
			p50[k], p99[k] = lat[k][len(lat[k])/2], lat[k][len(lat[k])*99/100]
		}
		t.Logf("attempt %d: started by a foreground goroutine p50 %v p99 %v; by a background goroutine p50 %v p99 %v",
			attempt, p50[0], p99[0], p50[1], p99[1])
		lim50 := 2*p50[0] + 50*time.Microsecond
		lim99 := 3*p99[0]/2 + 500*time.Microsecond
		if measureOnly || p50[1] <= lim50 && p99[1] <= lim99 {
			return
		}
		lastErr = fmt.Sprintf("through a service a background goroutine started, p50 %v p99 %v; want at most %v and %v (2× + 50µs and 1.5× + 0.5ms of the same service started by a foreground goroutine)",
			p50[1], p99[1], lim50, lim99)
	}
	t.Error(lastErr)
}

// A worker goroutine that a sync.Once starts on behalf of whoever calls
// first, and that serves requests over channels.
func TestBackgroundInheritOnceWorker(t *testing.T) {
	var served atomic.Int64
	var stillBG atomic.Int64
	inheritLatency(t, func() func() {
		var once sync.Once
		reqs := make(chan chan int)
		request := func() {
			once.Do(func() {
				go func() {
					for r := range reqs {
						served.Add(1)
						if runtime.IsBackground() {
							stillBG.Add(1)
						}
						r <- 1
					}
				}()
			})
			c := make(chan int)
			reqs <- c
			<-c
		}
		request() // starts the worker, from the starting goroutine
		return request
	})
	// The first request to the worker a background goroutine started
	// may find it background; then it serves foreground work, and is
	// foreground.
	if n := stillBG.Load(); n > 3 {
		t.Errorf("a worker serving foreground requests was background work for %d of %d requests", n, served.Load())
	}
}

// The read and write loops of a net/http client's pooled connection,
// opened by the first request, which a background goroutine makes.
func TestBackgroundInheritHTTPClient(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	})}
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String() + "/"
	inheritLatency(t, func() func() {
		tr := &http.Transport{MaxConnsPerHost: 1, MaxIdleConnsPerHost: 1}
		client := &http.Client{Transport: tr}
		get := func() {
			resp, err := client.Get(url)
			if err != nil {
				t.Error(err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		get() // opens the connection, from the starting goroutine
		return get
	})
}

// database/sql's connection opener, which sql.OpenDB starts, opens a
// connection for a query that waits for one. Here every connection is
// discarded after use and two foreground goroutines query at once, one
// connection at most, so that each query but the first waits for the
// opener.
func TestBackgroundInheritSQLOpener(t *testing.T) {
	inheritLatency(t, func() func() {
		db := sql.OpenDB(fakeConnector{}) // starts the opener
		db.SetMaxOpenConns(1)
		return func() {
			var wg sync.WaitGroup
			for range 2 {
				wg.Go(func() {
					if _, err := db.ExecContext(context.Background(), "x"); err != nil {
						t.Error(err)
					}
				})
			}
			wg.Wait()
		}
	})
}

// fakeConnector is a database/sql driver with no database: every
// statement succeeds after 100µs, and a connection is discarded after use.
type fakeConnector struct{}

func (fakeConnector) Connect(context.Context) (driver.Conn, error) { return fakeConn{}, nil }
func (fakeConnector) Driver() driver.Driver                        { return fakeDriver{} }

type fakeDriver struct{}

func (fakeDriver) Open(string) (driver.Conn, error) { return fakeConn{}, nil }

type fakeConn struct{}

func (fakeConn) Prepare(string) (driver.Stmt, error) { return nil, driver.ErrSkip }
func (fakeConn) Close() error                        { return nil }
func (fakeConn) Begin() (driver.Tx, error)           { return nil, driver.ErrSkip }
func (fakeConn) IsValid() bool                       { return false } // discard after use
func (fakeConn) ExecContext(context.Context, string, []driver.NamedValue) (driver.Result, error) {
	// Hold the connection a while, so that the other query waits for
	// the next one, which the opener opens.
	time.Sleep(100 * time.Microsecond)
	return driver.RowsAffected(0), nil
}

// A background job's own workers, started with go statements inside the
// job, stay background: they talk to the job, and contend for a lock with
// foreground goroutines, which does not count as serving them.
func TestBackgroundJobWorkersStay(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 2)
	var mu sync.Mutex // shared with the foreground, which holds it often
	var fgDone atomic.Bool
	var fg sync.WaitGroup
	fg.Go(func() {
		for !fgDone.Load() {
			mu.Lock()
			for range 20 {
				yieldSpin()
			}
			mu.Unlock()
		}
	})
	result := make(chan []bool)
	go func() {
		runtime.SetBackground(true)
		const workers = 4
		jobs := make(chan int)
		results := make(chan bool)
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				bg := true
				for j := range jobs {
					mu.Lock()
					_ = j
					mu.Unlock()
					for range 10 {
						yieldSpin()
					}
					bg = bg && runtime.IsBackground()
				}
				results <- bg && runtime.IsBackground()
			})
		}
		for j := range 2000 {
			jobs <- j
		}
		close(jobs)
		var r []bool
		for range workers {
			r = append(r, <-results)
		}
		wg.Wait()
		result <- r
	}()
	r := <-result
	fgDone.Store(true)
	fg.Wait()
	for i, bg := range r {
		if !bg {
			t.Errorf("worker %d of a background job became foreground work", i)
		}
	}
}

// An iterator that a background goroutine sets up with iter.Pull, as a
// library does lazily for whoever calls first, and that a foreground
// goroutine then pulls from: the coroutine's goroutine serves foreground
// work, which waits for it as for a message. Left background work, it was
// stopped into the yield queue, and the foreground caller waited there
// with it for as long as other work kept every P busy.
func TestBackgroundInheritCoroutine(t *testing.T) {
	useBackground(t)
	withGOMAXPROCS(t, 1)
	var next func() (bool, bool)
	var stop func()
	ready := make(chan bool)
	go func() {
		runtime.SetBackground(true)
		defer leaveBackground()
		next, stop = iter.Pull(func(yield func(bool) bool) {
			for {
				// Longer than a time slice: the scheduler
				// preempts it once at least.
				for end := time.Now().Add(30 * time.Millisecond); time.Now().Before(end); {
					yieldSpin()
				}
				if !yield(runtime.IsBackground()) {
					return
				}
			}
		})
		ready <- true
	}()
	<-ready
	defer stop()
	// Foreground work keeps the only P busy meanwhile, for up to 2s.
	var quit atomic.Bool
	var wg sync.WaitGroup
	wg.Go(func() {
		for end := time.Now().Add(2 * time.Second); !quit.Load() && time.Now().Before(end); {
			yieldSpin()
		}
	})
	defer func() {
		quit.Store(true)
		wg.Wait()
	}()
	start := time.Now()
	bg, _ := next()
	took := time.Since(start)
	if bg {
		t.Error("a coroutine that a background goroutine set up runs as background work for a foreground caller")
	}
	if took > time.Second {
		t.Errorf("a foreground goroutine waited %v for a background goroutine's iterator to yield 30ms of work while other foreground work ran; want well under 1s", took)
	}
}
