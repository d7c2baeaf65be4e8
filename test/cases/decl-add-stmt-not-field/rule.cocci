// A declaration replaced by code (a statement added) matches a
// function's declarations only: not a struct's field, not the file's
// global (Coccinelle's NONDECL).
@@
identifier x;
@@
- int x;
+ long x;
+ mark(x);
