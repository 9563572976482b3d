//go:xtest2
//go:xtest3

package p_test
