@r@
expression A, B;
@@
- (A - B) >> 2
+ f(A, B)
