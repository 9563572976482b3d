
//line x16.go:4
package main
func F16() {}
