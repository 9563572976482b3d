package test_test

import (
	_ "net/http"
	"testing"
)

func Test(t *testing.T) {
}
