
//line x13.go:4
package main
func F13() {}
