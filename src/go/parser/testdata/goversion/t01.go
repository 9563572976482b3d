//go:build windows

package none
