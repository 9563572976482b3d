package android

import _ "h"
