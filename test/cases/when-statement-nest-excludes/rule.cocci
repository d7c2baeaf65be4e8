// A when clause holding a statement with a nest, `when != if (...) {
// <+... put(d) ...+> }`, excludes a path through such an if: spatch
// 1.1.1 leaves g alone; cfix changes it, with the branch braced or not
// (the kernel's api/d_find_alias.cocci has this clause).
@@
expression d;
@@
  d = find(...);
  ... when != if (...) { <+... put(d) ...+> }
- use(d);
+ use_checked(d);
