// Coccinelle's standard isomorphisms on NULL tests: `X != NULL` matches
// a test of X alone, `X == NULL` matches `!X` and `NULL == X`, and `!X`
// as a condition matches `X == NULL`.
@@
expression E;
@@
- check(E) != NULL
+ has(E)

@@
expression *P;
@@
  if (
- P == NULL
+ missing(P)
  ) return 0;

@@
expression *R;
@@
- if (!R) return -1;
+ ensure(R);
