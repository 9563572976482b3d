//go:build linux
// +build linux

package android

import _ "f"
