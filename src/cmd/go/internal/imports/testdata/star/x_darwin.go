package xxxx

import "import3"
