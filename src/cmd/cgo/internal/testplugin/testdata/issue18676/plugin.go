// Copyright 2017 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "C"

import "testplugin/issue18676/dynamodbstreamsevt"

func F(evt *dynamodbstreamsevt.Event) {}
