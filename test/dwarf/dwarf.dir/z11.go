
//line x11.go:4
package main
func F11() {}
