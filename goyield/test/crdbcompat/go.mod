module crdbcompat

go 1.26
