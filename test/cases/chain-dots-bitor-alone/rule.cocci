// `F_SYNC | ...` matches the flag alone too, and at any operand of a
// `|` chain, not inside parentheses, as spatch does
@@
expression E;
@@
- f(E, F_SYNC | ...);
+ g(E);
