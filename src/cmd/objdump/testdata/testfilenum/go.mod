module cmd/objdump/testdata/testfilenum

go 1.16
