@@
identifier x;
constant C;
@@
  int x
- = C
  ;
