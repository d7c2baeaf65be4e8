@r@
expression A, B;
@@
- f(A, B)
+ f(B, A, 0)
