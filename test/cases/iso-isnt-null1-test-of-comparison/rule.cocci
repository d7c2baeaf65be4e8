// isnt_null1: the rule's `X != NULL` matches a test of X alone, also a
// test that is itself a `!=` comparison against something not NULL
// (`a != 0` binds X, as spatch 1.1.1 binds it).
@@
expression X;
@@
  while (
- X != NULL
+ ok(X)
  ) step();
