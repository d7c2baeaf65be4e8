@r@
expression A, B;
@@
 !A ||
- (A && B)
+ B
