package surprise2

