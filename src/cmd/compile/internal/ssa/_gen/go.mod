module _gen

go 1.24

require golang.org/x/tools v0.27.0
