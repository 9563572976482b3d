module stdversion

go 1.21
