// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package harness holds what goyield's benchmark harnesses share:
// kvbench, httpbench and yieldbench use it, and keep only their own
// workloads.
//
//   - Roles: a harness is one program that runs as the orchestrator or,
//     started by it with -role, as a server, a client or a worker
//     process (Main). A server speaks a line protocol with the
//     orchestrator over its standard input and output (Serve,
//     StartServer): it says when it is ready, measures a window between
//     "start" and "stop" (BeginWindow), and reports on it as JSON. A
//     client runs to its end and prints its statistics as JSON
//     (RunClient).
//   - Placement: CPU lists in taskset's syntax (ParseCPUList), the rule
//     that places a server of N Ps and its client on a machine
//     (LayoutFlags), and starting a process on its CPUs, with SCHED_FIFO
//     where the kernel allows it, or at a nice value (Start).
//   - Builds: the A/B build of a harness with the goyield and the stock
//     toolchain, into a directory that another machine can run without
//     a toolchain, and the checks of such a directory (BuildFlags).
//   - Rounds: interleaved runs of a matrix of configurations (Rounds).
//   - Output: benchstat's input (Results), and latency summaries
//     (Summarize, HistQuantile, Median).
//
// Figures are drawn by the subpackage plots.
package harness
