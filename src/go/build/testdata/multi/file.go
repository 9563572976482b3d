// Test data - not compiled.

package main

func main() {}
