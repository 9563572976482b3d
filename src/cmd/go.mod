module cmd

go 1.26

require (
	github.com/google/pprof v0.0.0-20251114195745-4902fdda35c8
	golang.org/x/arch v0.23.0
	golang.org/x/build v0.0.0-20251128064159-b9bfd88b30e8
	golang.org/x/mod v0.30.1-0.20260813213631-9239cba97fbe
	golang.org/x/sync v0.19.0
	golang.org/x/sys v0.39.0
	golang.org/x/telemetry v0.0.0-20251128220624-abf20d0e57ec
	golang.org/x/term v0.38.0
	golang.org/x/tools v0.39.1-0.20260527181557-0f52e3809b35
)

require (
	github.com/ianlancetaylor/demangle v0.0.0-20250417193237-f615e6bd150b // indirect
	golang.org/x/text v0.32.0 // indirect
	rsc.io/markdown v0.0.0-20240306144322-0bf8f97ee8ef // indirect
)
