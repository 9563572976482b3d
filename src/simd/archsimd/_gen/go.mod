module simd/archsimd/_gen

go 1.24

require (
	golang.org/x/arch v0.20.0
	gopkg.in/yaml.v3 v3.0.1
)
