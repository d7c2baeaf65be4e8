// `disable drop_else`: `if (E) S1 else S2` no longer matches an if
// without else; `disable braces4`: the rule's block `{ S }` no longer
// matches a branch written without braces (spatch 1.1.1).  The rules
// without the disable match both.
@ disable drop_else @
expression E;
statement S;
@@
  if (E)
- a();
+ a2();
  else S

@ disable braces4 @
expression E;
@@
  if (E) {
- b();
+ b2();
  }

@@
expression E;
statement S;
@@
  if (E)
- c();
+ c2();
  else S

@@
expression E;
@@
  if (E) {
- d();
+ d2();
  }
