//go:main1

package p
