module goyield.dev/httpbench

go 1.26.0

require (
	github.com/andybalholm/brotli v1.2.8
	github.com/tsenart/vegeta/v12 v12.13.0
	golang.org/x/exp v0.0.0-20261113113407-e3970619a1a4
	goyield.dev/harness v0.0.0
)

require (
	github.com/influxdata/tdigest v0.0.1 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/mailru/easyjson v0.7.7 // indirect
	github.com/rs/dnscache v0.0.0-20230804202142-fc85eb664529 // indirect
	golang.org/x/net v0.27.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.28.0 // indirect
)

replace goyield.dev/harness => ../harness
