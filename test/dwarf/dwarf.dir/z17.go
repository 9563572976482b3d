
//line x17.go:4
package main
func F17() {}
