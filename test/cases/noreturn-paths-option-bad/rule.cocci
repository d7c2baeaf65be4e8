// paths: sometimes
@r exists@
identifier E;
@@
  free(E);
  ... when != E = NULL
- free(E);
