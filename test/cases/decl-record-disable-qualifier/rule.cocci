// disable optional_qualifier: a `const` declaration is not matched, a
// `static` one still is (spatch 1.1.1).
@ disable optional_qualifier @
identifier I, S;
@@
- struct S { int a; } I;
