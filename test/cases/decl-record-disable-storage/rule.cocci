// disable optional_storage: a declaration with a storage class is not
// matched, a `const` one still is (spatch 1.1.1).
@ disable optional_storage @
identifier I, S;
@@
- struct S { int a; } I;
