// A user's rule carries no "// paths: noreturn": its dots go on after
// a call that does not return, as spatch 1.1.1's do.
@r exists@
identifier E;
@@
  free(E);
  ... when != E = NULL
- free(E);
