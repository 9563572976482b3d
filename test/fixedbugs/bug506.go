// rundir

// Copyright 2018 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Gccgo caused an undefined symbol reference building hash functions
// for an imported struct with unexported fields.

package ignored
