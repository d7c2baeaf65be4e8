// Code added between two kept tokens that the rule spaces from the
// first and glues to the second (`= init(E)`) goes after the code's
// space: `int c = init(b);`, never `int c = init( b);`.  The other
// branch's `= init(a)` after the name keeps its space.
@@
identifier a !~ "_";
fresh identifier y = a ## "_";
expression E;
@@
(
- int a;
+ int y = init(a);
|
- int a = E;
+ int y = init(E);
)
