// A rule's `static` is matched as written: only the static declarations
// go, `const` between `static` and `struct` with them (spatch 1.1.1).
@@
identifier I, S;
@@
- static struct S { int a; } I;
