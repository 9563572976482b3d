package child

import "encoding/binary"

var V = binary.MaxVarintLen16
