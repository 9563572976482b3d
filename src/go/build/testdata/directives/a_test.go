//go:test1

package p
