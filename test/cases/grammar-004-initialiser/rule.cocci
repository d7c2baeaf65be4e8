// the British spelling of initializer
@@
identifier x;
initialiser I;
@@
- int x = I;
+ long x = I;
