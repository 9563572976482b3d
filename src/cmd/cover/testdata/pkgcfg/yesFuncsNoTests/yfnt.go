package yesFuncsNoTests

func F1() {
	println("hi")
}

func F2(x int) int {
	if x < 0 {
		return 9
	} else {
		return 10
	}
}
