// a nest's pattern `x` (an identifier metavariable) is an expression:
// a member's field name is no occurrence (spatch 1.1.1 leaves a, changes
// b and c).  use2() has no x: the nest's x in added code is dropped by
// cfix, a separate matter.
@@
identifier x;
@@
 int x = 0;
 ...
- use(<+... x ...+>);
+ use2();
