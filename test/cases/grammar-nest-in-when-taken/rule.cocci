// A nest inside a `when` clause produces no code, so no nest there is
// "emptied" (the kernel's api/d_find_alias.cocci holds
// `when != if (...) { <+... dput(dent) ...+> }`): spatch 1.1.1 takes
// the rule; the rule is taken and matches where the clause holds.
@@
expression d;
@@
  d = find(...);
  ... when != if (...) { <+... put(d) ...+> }
- use(d);
+ use_checked(d);
