// Code added before an `if` that is an `else`'s branch: braces go
// around the branch, the added line and the `if` go inside them, one
// level in, and so do the `if`'s other lines, as spatch 1.1.1 prints it
// (cfix left the `if` and its body at the `else`'s indentation).  The
// first rule keeps a second run from adding again.
@done@
expression E;
@@
trace(E);

@depends on !done@
expression E;
@@
+ trace(E);
  if (E > 1) {
  ...
  }
