//go:build !android
// +build !android

package android

import _ "g"
