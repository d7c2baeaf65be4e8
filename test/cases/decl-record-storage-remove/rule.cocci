// Removing a declaration with a struct definition and a storage class
// removes it all (spatch 1.1.1).
@@
identifier I;
@@
- static struct sbuggy { int a; } I;
