// Empty assembly file to allow empty function bodies for intrinsics.
