package noFuncsNoTests

const foo = 1

var G struct {
	x int
	y bool
}
