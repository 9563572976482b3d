// Copyright 2019 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

#include "_cgo_export.h"

void callIssue31891() {
    Issue31891A a;
    useIssue31891A(&a);

    Issue31891B b;
    useIssue31891B(&b);
}
