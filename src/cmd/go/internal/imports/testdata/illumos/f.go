//go:build solaris
// +build solaris

package illumos

import _ "f"
