package x

import "import2"
