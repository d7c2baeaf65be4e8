@@
identifier x;
constant C;
@@
  int x =
- C
+ C + 1
  ;
