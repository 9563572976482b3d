package x

import "import1"
