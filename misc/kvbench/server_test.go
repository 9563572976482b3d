// Copyright 2026 The goyield Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/vfs"
	"github.com/redis/go-redis/v9"
	"github.com/tidwall/redcon"
)

// The server speaks enough RESP for a Redis client library: GET, SET,
// PING, and errors for the rest.
func TestServeCommands(t *testing.T) {
	db, err := pebble.Open("db", &pebble.Options{FS: vfs.NewMem(), Logger: quietLogger{}})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := loadRecords(db, 100); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var gets, sets atomic.Int64
	srv := redcon.NewServer("", func(conn redcon.Conn, cmd redcon.Command) {
		serveCommand(db, conn, cmd, &gets, &sets)
	}, nil, nil)
	go srv.Serve(ln)
	defer srv.Close()

	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{Addr: ln.Addr().String(), Protocol: 2, DisableIdentity: true})
	defer rdb.Close()
	if err := rdb.Ping(ctx).Err(); err != nil {
		t.Fatal(err)
	}
	key := string(recordKey(42))
	v, err := rdb.Get(ctx, key).Result()
	if err != nil || len(v) != recordSize {
		t.Fatalf("GET of a loaded record: %d bytes, %v", len(v), err)
	}
	if err := rdb.Set(ctx, key, "new value", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if v, err := rdb.Get(ctx, key).Result(); err != nil || v != "new value" {
		t.Fatalf("GET after SET: %q, %v", v, err)
	}
	if err := rdb.Get(ctx, "no such key").Err(); !errors.Is(err, redis.Nil) {
		t.Errorf("GET of a missing key: %v, want nil reply", err)
	}
	if err := rdb.Do(ctx, "HSET", "a", "b", "c").Err(); err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Errorf("unknown command: %v", err)
	}
	if gets.Load() != 3 || sets.Load() != 1 {
		t.Errorf("counted %d GETs and %d SETs, want 3 and 1", gets.Load(), sets.Load())
	}
}
