module sha3/_asm

go 1.22

require github.com/mmcloughlin/avo v0.6.0

require (
	golang.org/x/mod v0.19.0 // indirect
	golang.org/x/sync v0.7.0 // indirect
	golang.org/x/tools v0.23.0 // indirect
)
