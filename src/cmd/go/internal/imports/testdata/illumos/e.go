//go:build illumos
// +build illumos

package illumos

import _ "e"
