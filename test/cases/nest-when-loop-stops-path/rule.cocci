// A nest's `when != while (...) S1`: the path stops at a loop's head, so
// an occurrence inside the loop's body is not reached (its node is the
// head alone); spatch 1.1.1 removes only the second find.
@@
expression *x;
identifier f;
statement S1;
@@
- x = f(...);
  if (x) { <+... when != while (...) S1
     -ENOMEM ...+> }
