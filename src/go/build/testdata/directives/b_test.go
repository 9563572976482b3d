//go:test2

package p

//go:ignored
