// a declaration of a function pointer with its initializer
@@
identifier fp, fn;
@@
  int (*fp)(int) =
- fn
+ NULL
  ;
