module runtime/_mkmalloc

go 1.24

require golang.org/x/tools v0.33.0
