module rangeloop

go 1.21
