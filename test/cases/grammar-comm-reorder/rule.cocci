// A swapped match on '-' lines whose plus code keeps both operands:
// spatch writes it in the rule's order (`!(4 & a)` gives `!a & 4`).
@@
expression E;
constant C;
@@
- !(E & C)
+ !E & C

@@
expression E;
constant C;
@@
- E | C
+ setbits(E, C)
