//go:build linux && go1.2 || windows

package none
