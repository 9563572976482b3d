package p

// ERRORNEXT "//go:debug directive only valid in package main or test"
//go:debug panicnil=1
