@r@
expression E;
@@
- if (E)
  free(E);

@rb@
expression E;
@@
- if (E) {
  free(E);
- }
