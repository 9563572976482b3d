//go:build go1

package go1
