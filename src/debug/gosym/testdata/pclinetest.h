// +build ignore

// Empty include file to generate z symbols





// EOF
