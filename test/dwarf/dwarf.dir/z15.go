
//line x15.go:4
package main
func F15() {}
