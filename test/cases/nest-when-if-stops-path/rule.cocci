// A nest's `when != if (...) S1`: the path stops at an if's head, so an
// occurrence inside the branch of an if is not reached; spatch 1.1.1
// removes only the second find (coccinellery testeno).
@@
expression *x;
identifier f;
statement S1;
@@
- x = f(...);
  if (x) { <+... when != if (...) S1
     -ENOMEM ...+> }
