@@
int X;
@@
- !X
+ is_zero(X)
