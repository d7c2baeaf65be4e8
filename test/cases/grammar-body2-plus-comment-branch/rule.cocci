// comments are no statements: a comment and one statement in an
// unbraced branch, or a comment added before the branch's statement,
// get no braces, as spatch 1.1.1 prints them
@@
expression C, E;
@@
  if (C)
+ /* retried below */
- retry(E);
+ retry_later(E);

@@
expression E;
@@
- legacy_reset(E);
+ /* the new API */
+ reset(E);
