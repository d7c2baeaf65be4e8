@@
identifier x;
constant C;
@@
  int
- x
+ y
  = C;
