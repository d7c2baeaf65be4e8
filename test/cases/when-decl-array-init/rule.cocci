// `when != T E = E2;` stops at an array's declaration with an
// initializer, `char const buf[] = "..."`: spatch's T is `const char[]`.
@r exists@
identifier E;
expression E2, E3;
type T;
@@
- free(E);
+ free_then_read(E);
  ... when != T E = E2;
  E[E3]
