package main

import "./lib"

func main() { lib.FIRST.String() }
