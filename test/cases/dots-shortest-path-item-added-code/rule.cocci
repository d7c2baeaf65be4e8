// Code added right after the item before the dots hangs on that item's
// node in spatch, so E, written there and in the item only, is free in
// the shortest-path check: the dots from `x = 1;` stop at `x = 2;`.
// spatch 1.1.1 adds use(2) only (the when clause keeps a second run
// from adding more).
@@
expression E;
@@
 x = E;
+ use(E);
 ... when != use(...)
 return 0;
