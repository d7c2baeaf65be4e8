// A when clause holding a whole statement, its body written out: the
// dots may not pass a loop or if that matches it as a whole (spatch
// 1.1.1's when formula holds at the statement's head).  The braced
// pattern matches an unbraced branch and a nested if under the nest;
// `if (d) return;` does not match `if (d) { return; }`; an if whose
// else holds the call is passed.
@@
expression d;
@@
  d = find(...);
  ... when != if (d) return;
      when != if (...) { <+... put(d) ...+> }
      when != while (...) { <+... put(d) ...+> }
- use(d);
+ use_checked(d);
