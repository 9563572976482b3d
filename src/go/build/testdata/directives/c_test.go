//go:xtest1

package p_test

//go:ignored
