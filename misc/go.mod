// Module misc contains binaries that pertain to specific platforms
// (Android, iOS, and WebAssembly), as well as some miscellaneous
// tests and tools.
module misc

go 1.22
