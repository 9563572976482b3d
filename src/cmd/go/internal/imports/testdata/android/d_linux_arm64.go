package android

import _ "d"
