// Copyright 2022 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

func main() { asmMain() }

func asmMain()

func startSelf()

func startChain()
func chain0()
func chain1()
func chain2()
func chainEnd()

func startRec()
func startRec0()
