package surprise

var X int
