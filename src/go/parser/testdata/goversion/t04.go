// copyright notice

//go:build (linux && go1.2) || (windows && go1.1)

package go1_1
