//go:build linux && go1.2

package go1_2
