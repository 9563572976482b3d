
//line x14.go:4
package main
func F14() {}
