package android

import _ "a"
