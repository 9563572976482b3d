//go:build !illumos
// +build !illumos

package illumos

import _ "g"
