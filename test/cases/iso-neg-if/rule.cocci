// standard.iso's neg_if: `if (E == NULL) S1 else S2` also matches the
// code's `if (E) S2 else S1` (the negation spatch writes: `E != NULL`,
// `NULL != E`, a test E), and the change goes into the swapped branch
@@
expression *E;
@@
if (E == NULL)
- log_missing();
+ pr_warn("missing\n");
else {
  ...
  start(E);
}
