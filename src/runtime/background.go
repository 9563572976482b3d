// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Background goroutines: runtime.SetBackground.
//
// # Design note
//
// A background goroutine runs only on spare capacity, as a goroutine
// parked in Yield does (yield.go), but needs no call to Yield: the
// scheduler sends it to the yield queue whenever it becomes runnable, and
// stops it whenever other work becomes runnable while no P is idle. Its
// state: g.bg, the goroutine's class; p.bg, whether the P runs a
// background goroutine and whether that has been asked to stop;
// sched.bg, the counts; on Linux, mOS.bgTimer, a thread's timer.
//
// Invariants.
//
//	(I1) p.bg.running is set while the P is held by an M whose curg is
//	     a background goroutine of the active class (bgClass), running
//	     or in a system call that has not lost the P. It stays set from
//	     that goroutine's stop until the M installs another goroutine or
//	     releases the P (so that dropg costs nothing): readers check the
//	     M's curg. With the world stopped, it is exact.
//	(I2) sched.bg.nrunning is the number of Ps with p.bg.running set.
//	(I3) p.bg.req records that the P's goroutine has been asked to stop
//	     for other work. bgSetP clears it whenever the P's goroutine or
//	     its class changes, so a request never carries over to another
//	     goroutine; one that raced with such a change stays until the
//	     next, and its readers check p.bg.running first. Its follow-up
//	     asks whichever background goroutine the P runs then (bgSignal).
//	(I4) A runnable background goroutine of the active class waits in the
//	     yield queue, unless it is boosted (yieldSysmon) or holds sync
//	     locks (synclocks.go).
//
// Contracts. Yield and the class rely on three contracts that every path
// in proc.go keeps, each with a commented hook:
//
//  1. Every path that idles a P checks the yield queue first, under
//     sched.lock (findRunnable, handoffp), so that no P stays idle while
//     yielded or background goroutines wait.
//  2. Every path that makes a goroutine runnable sends a background
//     goroutine to the yield queue (bgDivert: ready, newproc,
//     injectglist, findRunnable's netpolls, goschedImpl, goyield_m,
//     exitsyscallNoP), and preempts background work for other work
//     (bgForeground: ready, newproc, exitsyscallNoP; and
//     bgForegroundInjected).
//  3. Every path that installs a goroutine on a P, or takes the P from
//     its M, keeps the P's class right (bgSetP: execute, coroswitch_m,
//     acquirep, releasep, and the places that take a P from a thread in
//     a system call or a resizing). dropg has no hook: the next of these
//     settles the class.
//
// bgSetP alone writes p.bg.running and sched.bg.nrunning, wherever curg
// is installed or removed (contract 3). BackgroundCheck
// (export_goyield_test.go) verifies I1 and I2 with the world stopped.
//
// Preemption. When other work becomes runnable while no P is idle,
// bgPreemptFor asks a background goroutine to stop for it (one load of
// sched.bg.nrunning while none runs): a running one, or one waiting in
// the runtime with its P, as in a mark assist, which stops as the runtime
// hands it back (bgStoppable); never one in a system call, which stops
// when it returns, if work still waits that no idle P will run
// (bgExitsyscall). A
// goroutine that readied the work itself steps aside at the end of the
// operation (bgReadied). Another P's is asked through its stack guard
// (bgRequest): real code makes calls, and the next one stops it with no
// signal; a signal follows only if it has not stopped bgGrace later.
// Work that a running foreground goroutine readies into its own P's
// runnext, with nothing else queued there, is that P's to run next once
// the goroutine blocks, as it usually does within microseconds (two
// goroutines taking turns through a channel; net/http's connection
// goroutine, which starts a reader and waits for it): as an idle P leaves
// such work to its owner for a while before stealing it (runqgrab), the
// request waits bgLaterGrace on the asked P's timer, and lapses if the
// work has run by then (bgReqLater). A
// request finds no goroutine to ask on a P whose M is between goroutines;
// so a P that installs a goroutine from the yield queue while work waits
// in the run queues asks it at once (bgSetP).
//
// Timing. A P that runs background work has one deadline: its next timer,
// a request's follow-up, or the poller's watch, at which on Linux its
// thread's own timer fires (background_linux.go). Elsewhere requests
// signal at once, and the yield poller (yield.go) stops a background
// goroutine for each expired timer.
//
// Turns. Background goroutines take turns at spare capacity as ordinary
// goroutines do at the CPUs, a time slice each (bgEndTurns), so that a
// cache-hungry encoder is switched no more often than as a plain
// goroutine. One stopped at the end of its turn goes to the tail of
// sched.yield.q, one stopped for other work to sched.yield.resume.
//
// Inheritance. A goroutine started by a background goroutine is
// background provisionally (g.bg.inherited): libraries start long-lived
// goroutines lazily, for whoever calls first, to serve everyone. It
// becomes foreground for good when it and a foreground goroutine wake
// each other with a message (bgPromote), or a foreground goroutine
// switches to it as a coroutine (bgCoroswitch).
//
// Long copies. memmove is assembly, which no signal stops, so growslice
// has a background goroutine copy a large pointer-free slice a chunk at a
// time, stopping in between when asked to (bgGrowNoscan).
//
// Scale. Nothing runs on a period per P: a P pays when other work
// interrupts it (a request, and a signal if no call comes in time) and
// when a turn ends (a trip through the yield queue under sched.lock, as
// a plain goroutine's through the global run queue at the end of its
// time slice). The poller, one thread, signals nobody on its own. So a
// 64-P machine busy with background work pays, per P, what stock Go
// pays for plain CPU-bound goroutines: one preemption and one sched.lock
// acquisition per 10 to 20ms turn, about 4,000 of each a second in all
// at 64 Ps. Each foreground wake-up that finds no idle P adds one
// request, found by a lock-free scan of allp that stops at the first
// background P (O(GOMAXPROCS) loads at worst), a signal only if no call
// comes within bgGrace, and one sched.lock acquisition as the stopped
// goroutine enters the yield queue: these grow with the foreground's
// wake-ups, not with GOMAXPROCS. (A goroutine taken from the yield queue
// looks at every P's run queue once, O(GOMAXPROCS) loads, for work that
// came in while its M was between goroutines.) Measured with
// BenchmarkBackgroundScale (2×P spinners): on 2 CPUs, idle, 110, 384 and
// 618 signals/s at 2, 8 and 32 Ps, one per turn per P that the CPUs let
// run, and with 1,000 foreground wake-ups a second 1,090 to 1,530; on 16
// CPUs (two VMs), 1,900 to 1,950 at 32 Ps idle (about 60 per P) and 2,610
// to 3,160 with the wake-ups. So 64 Ps on 64 CPUs pay about 4,000 signals
// a second in all. A 14-P server taking 5,000 requests a second stopped
// background goroutines 5,700 times a second, about once per request.
//
// GODEBUG=yieldoff=1 turns all of this off.

package runtime

import (
	"internal/runtime/atomic"
	"internal/runtime/sys"
	"unsafe"
)

// SetBackground marks the calling goroutine as background work (on=true)
// or foreground work (on=false), and returns the previous setting, so that
// a function can run as background work and restore the setting when it
// returns:
//
//	defer runtime.SetBackground(runtime.SetBackground(true))
//
// A background goroutine runs only on spare capacity: whenever it becomes
// runnable, it waits with the goroutines parked in [Yield], which run
// when nothing else is waiting to run. And whenever other work becomes
// runnable while no processor (P) is idle, the runtime stops a background
// goroutine for it, with no call in its code: at its next function call,
// or within about 20µs by asynchronous preemption. (Work that a running
// goroutine readies for its own P to run next, as when it is about to
// block, is left to that P for up to 100µs first, as an idle P would
// leave it.) A background goroutine
// that makes other work runnable (a channel send, an unlock, a wake-up)
// steps aside for it itself once the operation is complete. So background
// work that never calls Yield, such as a compression library, a sort or
// a third-party encoder, uses every spare cycle while delaying foreground
// work only by the time it takes to stop it. Background goroutines take
// turns at spare capacity, switching as often as ordinary goroutines do
// (every 10 to 20ms). Their waits for spare capacity are not scheduling
// latency: /sched/latencies:seconds leaves them out.
//
// A background goroutine that holds a sync.Mutex or sync.RWMutex (either
// side), or an os.File's or net.Conn's read or write lock (inside a Read
// or Write), never waits for spare capacity, so that the lock's waiters
// do not wait with it: the runtime stops background goroutines that hold no such
// lock first, and one it stops holding one, or that becomes runnable
// holding one, waits for a CPU as ordinary work until it has released
// them all; so does one that is releasing a sync.WaitGroup's waiters,
// until it has released them all. It counts the locks a goroutine takes
// and releases, so a lock unlocked by another goroutine, or never, keeps
// its holder ordinary work for at most 100ms, after which its count is
// forgotten until it next releases a lock of its own. A channel of
// capacity 1 with elements of size zero (chan struct{}), filled by a send
// statement and emptied by a receive of the same goroutine, counts as
// such a lock, for at most 10ms, as the idiom of a channel used as a
// mutex. Other locks, such as a semaphore of more slots or a spin lock,
// and other waits for background work, such as a sync.WaitGroup's for
// its Done, get no such help, beyond the runtime's guard for lock waiters
// (see [Yield]).
//
// Goroutines started by a background goroutine are background too, until
// they serve foreground work: such a goroutine becomes foreground for good
// the first time a foreground goroutine wakes it, or it wakes one,
// through a channel, a select, a sync.Cond or a sync.WaitGroup, as the
// loops of a pooled net/http connection, a database/sql connection opener
// or a worker started by a sync.Once do, or the first time a foreground
// goroutine pulls from it as an iterator's (iter.Pull). Waking a lock's
// next waiter does not count. A background job's own workers, which talk to the job, stay
// background, and a goroutine that calls SetBackground(true) itself stays
// background whatever it talks to. A cgo callback from a thread that Go
// did not start begins as foreground work, and so does the loop that
// delivers os/signal's signals, whichever goroutine calls Notify first. The runtime's background
// sweeper and scavenger join the class once a program has called
// SetBackground(true).
//
// The runtime cannot preempt assembly code, such as the bodies of many
// hash, checksum and cipher functions, nor a goroutine in a cgo call or
// a system call: a background goroutine in a long stretch of any of these
// delays foreground work until it ends (a blocking system call or cgo
// call hands its P on after a while, as for any goroutine). (The
// runtime's own copy as append grows a large slice stops between chunks
// of 256 KiB.) So do GODEBUG=asyncpreemptoff=1, and
// loops without function calls on ports without asynchronous preemption.
// Calling Yield between such stretches helps.
//
// GODEBUG=yieldoff=1 turns the class off, and Yield with it. Tracebacks
// and execution traces mark background goroutines, and runtime/metrics
// counts them (/sched/goroutines/background:goroutines) and their
// preemptions for other work (/sched/preemptions/background:events).
//
// SetBackground is provided by the goyield toolchain, which sets the build
// tag goexperiment.goyield.
func SetBackground(on bool) (prev bool) {
	gp := getg()
	prev = gp.bg.on
	gp.bg.inherited = false // explicit from now on
	if on == prev {
		return prev
	}
	if on {
		sched.bg.n.Add(1)
		if !sched.bg.used.Load() {
			sched.bg.used.Store(true)
			yieldArm()
		}
		yieldPollerKick() // the poller must watch for the class
	} else {
		sched.bg.n.Add(-1)
	}
	mp := acquirem()
	gp.bg.on, gp.bg.holder = on, false
	if pp := mp.p.ptr(); pp != nil {
		bgSetP(pp, gp)
	}
	releasem(mp)
	if on {
		Yield() // step aside now if anything is waiting to run
	}
	return prev
}

// bgG is a goroutine's class, g.bg, written by the goroutine, or while it
// cannot run.
type bgG struct {
	on        bool // background; the hooks load this alone for others
	inherited bool // by inheritance, not by its own SetBackground (bgPromote)
	releasing bool // to a run queue once: boosted while parked in Yield (yieldBoost)
	popped    bool // taken from the yield queue, not yet installed on a P (bgSetP)
	waking    bool // holds its M until the end of a wake-up (bgWakeBegin)
	holder    bool // made runnable as ordinary work: it holds locks (bgDivert); cleared with on

	// Yield's flags (yieldG has their comments), kept here so that the
	// fork's fields add no padding to g: 56 bytes in all, which keep g
	// in the 512-byte size class (stock Go's is 480).
	boosted bool
	swapped bool

	// Lock holders (synclocks.go), for every goroutine: locks counts
	// the sync locks the goroutine holds, chans the channels it holds
	// as locks, written by it alone (or while it cannot run) and read
	// by others as a hint; heldSince and chanSince are when it was first
	// found holding either (lockClock), or 0, or when that count was
	// last forgotten, until a release empties it again.
	locks     int32
	chans     int32
	heldSince int32
	chanSince int32
}

// bgP is a P's background state, p.bg.
type bgP struct {
	running atomic.Bool // I1

	// req records a request that the P's goroutine stop (I3): bgReqSelf
	// for the goroutine that readied the work, to step aside at the end
	// of the operation that did, bgReqOther for one asked through its
	// stack guard at reqAt, with a signal to follow at followAt,
	// bgReqLater for one to be asked at followAt if the runnext of P
	// later has not been run by then. Set by CAS, so that a goroutine
	// is asked once.
	req      atomic.Uint32
	reqAt    atomic.Int64
	followAt atomic.Int64
	later    atomic.Uintptr // a puintptr: Ps are never freed
	laterG   atomic.Uintptr // a guintptr: gs are never freed

	// turn is when the turn of the P's goroutine began (bgEndTurns);
	// seenTurn and seenAt, sysmon's own, the turn it last saw and when.
	turn     atomic.Int64
	seenTurn int64
	seenAt   int64
}

// Values of p.bg.req.
const (
	bgReqNone  = iota
	bgReqSelf  // steps aside at the end of a wake-up
	bgReqOther // asked through the stack guard; a signal follows
	bgReqLater // to be asked at followAt if the work still waits
)

// bgSched is the class's global state, sched.bg.
type bgSched struct {
	n        atomic.Int32 // live background goroutines
	nrunning atomic.Int32 // Ps with p.bg.running set (I2)
	used     atomic.Bool  // SetBackground(true) has been called

	// The poller's watch (background_linux.go): the P, by id+1, whose
	// thread's timer fires at watchAt, or 0, if the poller is late.
	watch   atomic.Int32
	watchAt atomic.Int64

	// Preemptions for other work (a metric); for tests and benchmarks,
	// the signals the class sent or had its threads' timers send, and
	// the requests the stack guard satisfied before a signal was due.
	preempts atomic.Uint64
	signals  atomic.Uint64
	guarded  atomic.Uint64
}

// bgClass reports whether gp is background work that the scheduler
// treats as such.
func bgClass(gp *g) bool {
	return gp != nil && gp.bg.on && !gp.bg.boosted && yieldDebug.off.Load() == 0
}

// bgSetP keeps I1 to I3 as pp's M installs gp as its curg, takes pp from
// its curg (gp == nil), or gp changes class. It is also called with gp ==
// nil by a thread that takes pp from a thread in a system call.
//
//go:nowritebarrierrec
func bgSetP(pp *p, gp *g) {
	on := bgClass(gp)
	if pp.bg.req.Load() != bgReqNone {
		if r := pp.bg.req.Swap(bgReqNone); r == bgReqOther || r == bgReqLater {
			// The goroutine asked to stop has stopped, or left the
			// class.
			bgRequestDone(pp, r)
		}
	}
	popped := false
	if gp != nil && gp.bg.popped {
		popped, gp.bg.popped = true, false
	}
	if on {
		if gp.yield.turn == 0 {
			gp.yield.turn = nanotime() // a new turn (yieldqpopLocked)
		}
		pp.bg.turn.Store(gp.yield.turn)
	}
	if pp.bg.running.Load() != on {
		pp.bg.running.Store(on)
		if !on {
			sched.bg.nrunning.Add(-1)
			return
		}
		sched.bg.nrunning.Add(1)
		if sched.npidle.Load() == 0 {
			yieldPollerWake() // the network and timers need watching
		}
	} else if !on {
		return
	}
	if popped && yieldWorkWaits(pp) {
		// Other work came in after pp's M looked for some, perhaps
		// while the M was between goroutines, when a request to stop
		// for it found none to ask: gp stops for it at once. (Whoever
		// queued the work, in any P's queue or the global one, then
		// read the M's curg; execute stored it, then we read the
		// queues.)
		bgRequest(pp, nanotime(), nil, nil, true)
	}
	// The thread's timer, for pp's deadline: armed as the P starts to run
	// background work, and again if it fired while the M was between
	// two background goroutines (I1), when its signal found no curg.
	bgArmOwn(pp)
}

// The hooks of contract 3, one load for others: execute installs gp (and
// coroswitch_m, bgCoroswitch), acquirep gives pp to mp, which may have a
// goroutine (back from a system call, resizing), and pp leaves its M.
//
// Nothing is done as an M takes its goroutine off pp (dropg): the next
// goroutine, or the P's release, settles pp's class, and dropg, inlined
// into every path that parks a goroutine, stays as cheap as upstream's.
func bgExecute(pp *p, gp *g) {
	if gp.bg.on || pp.bg.running.Load() {
		bgSetP(pp, gp)
	}
}

// bgCoroswitch is bgExecute for coroswitch_m, which installs gnext on pp
// in place of the other goroutine of its coroutine, which has not stopped
// but waits for gnext (or has exited). pp.bg.running still tells that
// goroutine's class (I1).
func bgCoroswitch(pp *p, gnext *g) {
	if gnext.bg.on || pp.bg.running.Load() {
		bgCoroswitchSlow(pp, gnext)
	}
}

func bgCoroswitchSlow(pp *p, gnext *g) {
	running := pp.bg.running.Load()
	if r := pp.bg.req.Load(); r != bgReqNone && running && bgClass(gnext) {
		// Both are background work: a request to stop (I3) stands for
		// gnext, which runs in the other's stead while the work waits.
		// bgSetP would take the switch for a stop and drop it, and a
		// loop over iter.Pull, switching every few microseconds, would
		// never stop for a request to stop later (bgLaterGrace). One
		// made through the stack guard asks gnext too.
		if r != bgReqLater {
			gnext.preempt = true
			gnext.stackguard0 = stackPreempt
		}
		return
	}
	if !running && gnext.bg.inherited {
		// Other work waits for gnext as for a message: gnext serves
		// it, as the goroutine of an iterator that a background
		// goroutine set up with iter.Pull (lazily, for whoever calls
		// first), and becomes foreground for good (bgPromote settles
		// pp). Else it would be stopped into the yield queue, and the
		// work with it.
		bgPromote(gnext)
		return
	}
	bgSetP(pp, gnext)
}

func bgAcquireP(pp *p, mp *m) {
	if gp := mp.curg; gp != nil && gp.bg.on {
		bgSetP(pp, gp)
	}
}

func bgReleaseP(pp *p) {
	if pp.bg.running.Load() {
		bgSetP(pp, nil)
	}
}

// bgExitsyscall is called by exitsyscall as gp, back from a system call,
// goes on running on pp. A request to stop for other work passes over a
// background goroutine in a system call (R1), and none follows when it
// returns: so if work waits that no idle P will run, in any run queue
// (as in another P's runnext, whose request to stop later passed gp
// over), gp stops for it now. (In misc/kvbench, an import's writes
// returned into milliseconds of encoding while YCSB's requests waited.)
// Inlined: while no P runs background work, one load.
//
//go:nosplit
func bgExitsyscall(pp *p, gp *g) {
	if sched.bg.nrunning.Load() != 0 && gp.bg.on {
		bgExitsyscallSlow(pp)
	}
}

//go:nowritebarrierrec
func bgExitsyscallSlow(pp *p) {
	if sched.npidle.Load() == 0 && yieldWorkWaits(pp) {
		bgRequest(pp, nanotime(), nil, nil, true)
	}
	bgRearm(pp) // for a deadline that fell in the call (bgSignal)
}

// bgPidleget is called by pidleget as a P leaves the idle list: if that
// was the last idle P while some P runs background work, the network
// and timers need the poller, which went to sleep while a P was idle
// (yieldPoll), and nothing else wakes it: the P that runs background
// work changes nothing (bgSetP), and the M that takes the idle P may be
// the one that was blocked in the network poller. Inlined: one load
// while no P runs background work.
func bgPidleget() {
	if sched.bg.nrunning.Load() != 0 {
		bgPidlegetSlow()
	}
}

//go:nowritebarrierrec
func bgPidlegetSlow() {
	if bgPollerNeeded() {
		yieldPollerWake()
	}
}

// bgPollerNeeded reports whether background work needs the poller now:
// no P is idle, and some P runs background work. The poller checks it
// after it says it sleeps, bgPidleget after the last idle P leaves, so
// that one of them sees the other.
func bgPollerNeeded() bool {
	return sched.npidle.Load() == 0 && sched.bg.nrunning.Load() != 0
}

// bgInherit makes newg, a goroutine started by parent, background work
// if parent is, provisionally (bgPromote).
func bgInherit(newg, parent *g) {
	if parent != nil && parent.bg.on {
		newg.bg.on, newg.bg.inherited = true, true
		sched.bg.n.Add(1)
	}
}

// bgGdestroy clears gp's class as gp exits.
func bgGdestroy(gp *g) {
	if gp.bg.on {
		sched.bg.n.Add(-1)
	}
	gp.bg = bgG{}
}

// bgRuntimeJoin puts the background sweeper or scavenger, its caller, in
// the class once the program uses it (or out, as tests reset it).
func bgRuntimeJoin() {
	if on := sched.bg.used.Load(); on != getg().bg.on {
		SetBackground(on)
	}
}

// bgMessage reports whether a goroutine waiting for reason waits for a
// message: on a channel, a select, a sync.Cond or a sync.WaitGroup.
// Waking such a goroutine, or being woken from one, serves it; waking a
// lock's waiter does not.
func bgMessage(reason waitReason) bool {
	switch reason {
	case waitReasonChanReceive, waitReasonChanSend, waitReasonSelect,
		waitReasonSyncCondWait, waitReasonSyncWaitGroupWait,
		waitReasonSynctestChanReceive, waitReasonSynctestChanSend,
		waitReasonSynctestSelect, waitReasonSynctestWaitGroupWait:
		return true
	}
	return false
}

// bgServes reports whether cur, waking gp, sends it a message: gp waits
// for one, and cur is not the garbage collector resuming a goroutine it
// scanned. (Timers, the network and the scheduler wake with no curg.)
func bgServes(cur, gp *g) bool {
	return cur != gp && bgMessage(gp.waitreason) && !isSystemGoroutine(cur, false)
}

// bgPromote makes gp, an inherited background goroutine that serves
// foreground work, foreground for good. gp is the current goroutine
// (bgForegroundSlow) or one that cannot run (bgDivert).
func bgPromote(gp *g) {
	gp.bg.on, gp.bg.inherited, gp.bg.holder = false, false, false
	sched.bg.n.Add(-1)
	if mp := getg().m; gp == mp.curg && mp.p != 0 {
		bgSetP(mp.p.ptr(), gp)
	}
}

// signal_goLoop starts os/signal's loop, fn, as foreground work, whatever
// the class of the goroutine whose Notify starts it: the loop delivers
// the signals of the whole program, and no goroutine wakes it, so that it
// would never be seen to serve foreground work (bgPromote). Inherited, it
// would wait in the yield queue, delivering no signal, SIGTERM included,
// while foreground work kept every P busy. This is newproc, but the new
// goroutine joins no class.
//
//go:linkname signal_goLoop os/signal.signal_goLoop
func signal_goLoop(fn func()) {
	gp := getg()
	pc := sys.GetCallerPC()
	systemstack(func() {
		newg := newproc1(*(**funcval)(unsafe.Pointer(&fn)), gp, pc, false, waitReasonZero)
		if newg.bg.on {
			bgPromote(newg) // it has yet to run
		}
		runqput(getg().m.p.ptr(), newg, true)
		if mainStarted {
			wakep()
			bgForeground(newg)
		}
	})
}

// bgDivert reports whether gp, a background goroutine becoming runnable,
// goes to the yield queue (contract 2). Callers check gp.bg.on first.
func bgDivert(gp *g) bool {
	if yieldDebug.off.Load() != 0 {
		return false
	}
	if gp.bg.releasing {
		// Boosted from Yield's queue (yieldBoost): a run queue this
		// once.
		gp.bg.releasing = false
		return false
	}
	if gp.bg.holder = bgLockHolder(gp); gp.bg.holder {
		return false // it holds locks: ordinary work (synclocks.go)
	}
	gp.bg.boosted = false // ordinary work for one run, which is over
	if gp.bg.inherited {
		if cur := getg().m.curg; cur != nil && !cur.bg.on && bgServes(cur, gp) {
			bgPromote(gp) // a foreground goroutine sends it a message
			return false
		}
	}
	return true
}

// bgHolderReleased is called as gp, made runnable as ordinary work for
// the locks it held (bgDivert), releases the last of them: if other work
// waits in the run queues, gp stops for it at its next call, to the yield
// queue, as it would have had it held none. Taken from a run queue ahead
// of that work, it would otherwise run on as background work while the
// work waited for its next stop, a request made for other work or the
// end of its turn: each background goroutine asked to step aside as its
// unlock woke a waiter, and so still a holder (synclocks.go), came back
// from the run queue so.
func bgHolderReleased(gp *g) {
	if gp.bg.locks|gp.bg.chans != 0 {
		return
	}
	gp.bg.holder = false
	mp := acquirem()
	if pp := mp.p.ptr(); pp != nil && gp == mp.curg && sched.npidle.Load() == 0 && yieldWorkWaits(pp) {
		bgRequest(pp, nanotime(), nil, nil, true)
	}
	releasem(mp)
}

// bgForeground is called when gp has become runnable, after wakep: if gp
// is other work (or a background goroutine that holds sync locks) and
// some P runs background work, it stops some for gp. Inlined: while no P
// runs background work, one load.
func bgForeground(gp *g) {
	// gp.bg.on == gp.bg.holder is !gp.bg.on || gp.bg.holder, as holder
	// is cleared with on, in fewer of the inliner's units.
	if sched.bg.nrunning.Load() != 0 && gp.bg.on == gp.bg.holder {
		bgForegroundSlow(gp)
	}
}

func bgForegroundSlow(gp *g) {
	if cur := getg().m.curg; cur != nil && cur.bg.on && cur.bg.inherited && bgServes(cur, gp) {
		bgPromote(cur) // it sends a foreground goroutine a message
	}
	if !bgLater(gp) {
		bgPreemptFor(1)
	}
}

// bgLater asks a background goroutine to stop for gp later (bgReqLater),
// if a running foreground goroutine has readied gp into its own P's
// runnext with nothing else queued there, and reports whether it did.
func bgLater(gp *g) bool {
	if sched.npidle.Load() != 0 || yieldDebug.off.Load() != 0 {
		return false
	}
	mp := acquirem()
	self := mp.p.ptr()
	ok := self != nil && mp.curg != nil && !mp.curg.bg.on && self.runnext.ptr() == gp &&
		self.runqhead == atomic.Load(&self.runqtail) &&
		bgRequestOthers(self, 1, nanotime(), gp) != nil
	releasem(mp)
	return ok
}

// bgForegroundInjected is called by injectglist when it has made n
// goroutines other than background work runnable.
func bgForegroundInjected(n int32) {
	if n != 0 && sched.bg.nrunning.Load() != 0 {
		bgPreemptFor(n)
	}
}

// bgPreemptFor asks up to n background goroutines to stop for work that
// has just become runnable, unless a P is idle (wakep has woken its M),
// and reports whether it asked any. It prefers the current P's
// goroutine, which readied the work itself. A spinning M does not excuse
// the request: it may have looked at the work's run queue already, and
// then take a goroutine from the yield queue.
func bgPreemptFor(n int32) (asked bool) {
	if sched.npidle.Load() != 0 || yieldDebug.off.Load() != 0 {
		return false
	}
	mp := acquirem()
	self := mp.p.ptr()
	if self != nil && mp.curg == nil && self.runqhead == atomic.Load(&self.runqtail) {
		// The scheduler readied it, running a timer say, into
		// runnext: this P runs it next.
		releasem(mp)
		return false
	}
	if cur := mp.curg; self != nil && self.bg.running.Load() && cur != nil && cur.bg.on &&
		self.bg.req.CompareAndSwap(bgReqNone, bgReqSelf) {
		// Our goroutine readied the work: it steps aside at the end of
		// the operation (bgReadied), or else at its next call. Inside
		// an operation that wakes several goroutines, bgWakeBegin's
		// m.locks defers the stack guard to the end of it.
		bgAsk(cur)
		n--
		asked = true
	}
	if n > 0 && bgRequestOthers(self, n, nanotime(), nil) != nil {
		asked = true
	}
	releasem(mp)
	return asked
}

// bgRequestOthers asks up to n background goroutines on Ps other than
// self to stop (if later is not nil, to stop later for later, in self's
// runnext), starting after self so that requests spread, and returns the
// first P it asked, or nil. It asks last those that hold sync locks, as
// one stopped would come back as ordinary work (synclocks.go), and those
// that wait in the runtime, in a mark assist, say: the collector's work
// comes before background work. The caller
// holds its M: allp cannot change while it holds a P, and allpLock keeps
// it otherwise.
func bgRequestOthers(self *p, n int32, now int64, later *g) (first *p) {
	start := 0
	if self == nil {
		lock(&allpLock)
	} else {
		start = int(self.id) + 1
	}
	for last := 0; last < 2 && n > 0; last++ {
		for i := range allp {
			// pp is nil where procresize has grown allp but not yet
			// created the new Ps (without a P, we may see that).
			if pp := allp[(start+i)%len(allp)]; pp != nil && pp != self && bgRequest(pp, now, self, later, last == 1) {
				if first == nil {
					first = pp
				}
				if n--; n == 0 {
					break
				}
			}
		}
	}
	if self == nil {
		unlock(&allpLock)
	}
	return first
}

// bgRequest asks the background goroutine that pp runs, if it can stop
// (bgStoppable) and has not been asked already, and unless last is set,
// if it holds no sync lock and is not in the runtime, to stop for other
// work, and reports whether it did. With later set, the request waits
// until bgLaterGrace from now, when it lapses unless later is still in
// self's runnext; a request to stop now replaces it, and a request to stop
// later for another P's work passes pp over.
func bgRequest(pp *p, now int64, self *p, later *g, last bool) bool {
	r := pp.bg.req.Load()
	if !pp.bg.running.Load() || r != bgReqNone && r != bgReqLater {
		return false
	}
	pm := pp.m.ptr()
	if pm == nil {
		return false
	}
	gp := pm.curg
	if gp == nil || !gp.bg.on {
		return false
	}
	ok, inRuntime := bgStoppable(gp)
	if !ok {
		return false // in a system call or cgo: it could not stop (R1)
	}
	if !last && (inRuntime || gp.bg.locks|gp.bg.chans != 0) {
		return false // a racy read of the counts: a hint
	}
	if later != nil {
		if r == bgReqLater {
			if pp.bg.later.Load() != uintptr(unsafe.Pointer(self)) {
				// Asked later for another P's work, which
				// this request must not drop: ask another.
				return false
			}
			// Asked later already, for work that another wake-up
			// on self has followed, as when goroutines take turns
			// on a P: the same deadline holds for this one.
			pp.bg.laterG.Store(uintptr(unsafe.Pointer(later)))
			return true
		}
		pp.bg.later.Store(uintptr(unsafe.Pointer(self)))
		pp.bg.laterG.Store(uintptr(unsafe.Pointer(later)))
		if !pp.bg.req.CompareAndSwap(bgReqNone, bgReqLater) {
			return false
		}
		pp.bg.reqAt.Store(now)
		pp.bg.followAt.Store(now + bgLaterGrace)
		if bgArmP(pp) {
			return true
		}
		// No timer to wait on: ask now.
		r = bgReqLater
	}
	if !pp.bg.req.CompareAndSwap(r, bgReqOther) {
		return false
	}
	bgAsk(gp)
	bgFollowUp(pp, now)
	return true
}

// bgAsk asks gp, a background goroutine whose P's request has just been
// set, to stop for other work at its next call (a preemption, counted).
//
//go:nosplit
func bgAsk(gp *g) {
	sched.bg.preempts.Add(1)
	gp.preempt = true
	gp.stackguard0 = stackPreempt
}

// bgStoppable reports whether gp, the goroutine of a P's M, stops when
// asked: running, or waiting in the runtime with its M and P (inRuntime),
// where the request takes effect as the runtime hands gp back to its
// code. A mark assist's drain gives way to it at once (gcAssistAlloc); a
// goroutine that stops the world stops at its first call once the world
// starts again. Not one in a system call or a cgo call (R1).
func bgStoppable(gp *g) (ok, inRuntime bool) {
	switch readgstatus(gp) &^ _Gscan {
	case _Grunning:
		return true, false
	case _Gwaiting:
		return true, true
	}
	return false, false
}

// bgFollowUp has a signal follow bgGrace after a request through the
// stack guard, on the thread's timer, or at once if it has none.
func bgFollowUp(pp *p, now int64) {
	pp.bg.reqAt.Store(now)
	pp.bg.followAt.Store(now + bgGrace)
	if !bgArmP(pp) {
		sched.bg.signals.Add(1)
		preemptone(pp)
	}
}

// bgGrace is how long after a request through the stack guard a signal
// follows. Real code reaches a call within microseconds most of the
// time, so a short grace saves most signals (77% in misc/httpbench's
// server, beside a brotli encoder) and delays work by at most bgGrace.
const bgGrace = 20 * 1000 // 20µs

// bgLaterGrace is how long a request for work in another P's runnext
// waits for that P to run it (bgLater). It delays such work by at most
// this much when the goroutine that readied it goes on running, where an
// idle P would steal it after about 60µs on Linux (runqgrab's usleep(3),
// with the kernel's default timer slack of 50µs). In misc/httpbench's
// unpinned server, beside brotli or a sort at 1000 requests a second, it
// halved the background goroutines stopped (from 1,800 to 980 a second):
// 88% of the requests that reached their deadline lapsed, against 44%
// with a deadline of 20µs.
const bgLaterGrace = 100 * 1000 // 100µs

// bgRequestDone is called by bgSetP on pp's M when the goroutine asked to
// stop, now or later (req), has stopped: it takes the signal that was to
// follow, a retry or the later request off the thread's timer.
func bgRequestDone(pp *p, req uint32) {
	if getg().m.p.ptr() != pp {
		return // another thread, taking pp from a system call
	}
	if req == bgReqOther && nanotime() < pp.bg.reqAt.Load()+bgGrace {
		sched.bg.guarded.Add(1)
	}
	bgArmP(pp)
}

// bgWakeBegin and bgReadied bracket the runtime operations that make
// goroutines runnable for the caller (channel sends, receives and closes,
// sync.Cond wake-ups, I/O deadlines and closes), from where the
// goroutines to wake are known only to the operation. In between, a
// background goroutine holds its M, as it held the operation's lock:
// stopped there, it would wait for spare capacity with goroutines it has
// yet to wake, which may be the work that keeps the Ps busy. At the end,
// if asked to step aside for the work it readied (bgReqSelf), it does, so
// that the work runs at once on its P. Inlined: one load for others.
func bgWakeBegin() {
	if gp := getg(); gp.bg.on {
		gp.bg.waking = true
		acquirem()
	}
}

func bgReadied() {
	if gp := getg(); gp.bg.waking {
		bgStepAside(gp, false)
	}
}

// bgWakeEnd ends the bracket; semrelease1 calls it itself, before it may
// hand its P to the goroutine it woke.
func bgWakeEnd() {
	if gp := getg(); gp.bg.waking {
		gp.bg.waking = false
		releasem(gp.m)
	}
}

// bgSemreleased is bgReadied for semrelease1. If goroutines still wait on
// the bucket, the caller may be about to release them too, so it stops at
// its next call instead, outside the runtime. (sync.WaitGroup and
// RWMutex.Unlock release waiters in a loop, counted as holding a lock, so
// that a stop in between never leaves the rest waiting for spare capacity:
// synclocks.go.)
func bgSemreleased(nwait *atomic.Uint32) {
	if gp := getg(); gp.bg.on {
		bgStepAside(gp, nwait.Load() != 0)
	}
}

// bgStepAside ends the bracket, if any, and steps gp aside if it has been
// asked to for the work it readied: at once, or with later set, at its
// next call.
func bgStepAside(gp *g, later bool) {
	bgWakeEnd()
	mp := gp.m
	pp := mp.p.ptr()
	if gp != mp.curg || pp == nil || pp.bg.req.Load() != bgReqSelf {
		return
	}
	if later || gp.preemptStop || !yieldAllowed(gp) || !bgClass(gp) {
		// Not here: the stack guard (set by bgPreemptFor) stops it at
		// its next call, and a signal follows.
		if pp.bg.req.CompareAndSwap(bgReqSelf, bgReqOther) {
			bgFollowUp(pp, nanotime())
		}
		return
	}
	// goschedImpl sends gp to the yield queue, to resume its turn (it
	// stopped for other work), or if it holds locks, to a run queue
	// (bgDivert).
	mcall(gopreempt_m)
}

// bgSched_m deschedules gp, a running background goroutine, into the
// yield queue (for goschedImpl and goyield_m), to go on with
// its turn when it resumes if it stopped for other work or resume is set.
func bgSched_m(gp *g, resume bool) {
	pp := gp.m.p.ptr()
	if pp.bg.req.Load() != bgReqNone {
		yieldAsideMark(pp) // it stopped for other work
		resume = true
	}
	trace := traceAcquire()
	if trace.ok() {
		// Trace before the transition, while we own gp's stack.
		trace.GoStop(traceGoStopBackground)
	}
	casgstatus(gp, _Grunning, _Grunnable)
	if trace.ok() {
		traceRelease(trace)
	}
	dropg()
	gp.bg.releasing = false
	yieldPushRunnable(gp, resume, false)
	schedule()
}

// bgInjectBackground moves the background goroutines bound for the yield
// queue out of q, goroutines injectglist has made runnable, and returns
// how many. Inlined: while no background goroutine exists, one load.
func bgInjectBackground(q *gQueue) int32 {
	if sched.bg.n.Load() == 0 {
		return 0
	}
	return bgInjectBackgroundSlow(q)
}

func bgInjectBackgroundSlow(q *gQueue) int32 {
	var keep, bg gQueue
	now := nanotime()
	for !q.empty() {
		gp := q.pop()
		if gp.bg.on && bgDivert(gp) {
			gp.yield.since, gp.yield.turn = now, 0
			bg.pushBack(gp)
		} else {
			keep.pushBack(gp)
		}
	}
	*q = keep
	if !bg.empty() {
		lock(&sched.lock)
		sched.yield.q.pushBackAll(bg)
		unlock(&sched.lock)
	}
	return bg.size
}

// bgEndTurns is called by sysmon while goroutines wait in the yield
// queue. As retake preempts a goroutine whose time slice it has seen for
// forcePreemptNS (10 to 20ms, by the phase of its ticks), it preempts a
// background goroutine whose turn it has seen as long; turns that other
// work interrupts, retake misses, as each interruption is a new slice.
//
//go:nowritebarrierrec
func bgEndTurns(now int64) {
	lock(&allpLock)
	for _, pp := range allp {
		if pp == nil || !pp.bg.running.Load() || pp.bg.req.Load() != bgReqNone {
			continue // nil: see bgRequestOthers
		}
		if t := pp.bg.turn.Load(); t != pp.bg.seenTurn {
			pp.bg.seenTurn, pp.bg.seenAt = t, now
		} else if now-pp.bg.seenAt >= forcePreemptNS {
			preemptone(pp)
		}
	}
	unlock(&allpLock)
}

// bgCopyChunk is the most a background goroutine copies or clears in
// growslice between checks for a request to stop. memmove is assembly, which
// asynchronous preemption cannot stop, and the first touch of a new
// allocation's pages makes a copy of megabytes take milliseconds: in
// misc/kvbench, an import goroutine growing its 8 MiB buffer ran 20-35ms
// past every request to stop, while a mark worker spun waiting to scan its
// stack. It is memclrNoHeapPointersChunked's chunk: about 25-100µs of
// copying, and a check that costs nothing beside it.
const bgCopyChunk = 256 << 10

// bgGrowNoscan finishes growslice's copy of lenmem bytes from old to p, a
// new pointer-free allocation of capmem bytes, for a background goroutine:
// it clears p beyond newlenmem, as growslice does, and copies, a chunk at a
// time, stopping between chunks if it has been asked to (for other work,
// or by the garbage collector to scan its stack). p holds no pointers, so
// the collector minds neither its uncopied bytes nor the stop.
func bgGrowNoscan(p, old unsafe.Pointer, lenmem, newlenmem, capmem uintptr) {
	memclrNoHeapPointersChunked(capmem-newlenmem, add(p, newlenmem))
	gp := getg()
	for off := uintptr(0); off < lenmem; off += bgCopyChunk {
		if gp.preempt {
			goschedguarded()
		}
		memmove(add(p, off), add(old, off), min(bgCopyChunk, lenmem-off))
	}
}
