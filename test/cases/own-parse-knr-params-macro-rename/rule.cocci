// A K&R-compatible prototype, `static int huntype __P((...));`: the
// rule's `f(...)` matches it, the macro kept where the rule keeps the
// parameters (spatch 1.1.1 gives the same).
@@
type T;
@@
 static T
- huntype
+ hunt_type
 (...);
