module std

go 1.26

require (
	golang.org/x/crypto v0.46.1-0.20251210140736-7dacc380ba00
	golang.org/x/net v0.47.1-0.20260731170545-cb1d721f7fb3
)

require (
	golang.org/x/sys v0.39.0 // indirect
	golang.org/x/text v0.32.0 // indirect
)
