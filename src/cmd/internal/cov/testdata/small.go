package main

import "os"

func main() {
	println(len(os.Args))
}
