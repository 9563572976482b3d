//go:build linux && go1.2 && go1.4

package go1_4
