module crypto/internal/fips140/bigmod/_asm

go 1.25

require github.com/mmcloughlin/avo v0.6.0

require (
	golang.org/x/mod v0.14.0 // indirect
	golang.org/x/tools v0.16.1 // indirect
)
