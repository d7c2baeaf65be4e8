// Code added after a kept token and spaced from it, in place of
// removed code the source spaces from that token, takes the removed
// code's place: `a = max(a, b);`, not `a = max( a, b);` (spatch 1.1.1).
@@
expression x, y;
@@
- x = y ? x : y;
+ x = max(x, y);
