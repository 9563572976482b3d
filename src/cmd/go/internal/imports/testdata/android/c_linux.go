package android

import _ "c"
