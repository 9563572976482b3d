//go:plant
//axiom:plant

package p
