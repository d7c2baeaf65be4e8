@@
identifier x;
@@
  int x
+ = 0
  ;
