

//line x18.go:4
package main
func F18() {}
