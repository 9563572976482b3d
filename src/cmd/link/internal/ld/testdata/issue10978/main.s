// This file is needed to make "go build" work for package with external functions.
