package illumos

import _ "b"
