package android

import _ "b"
