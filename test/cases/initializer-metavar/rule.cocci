@@
identifier x;
initializer I;
@@
- static int x[] = I;
+ static const int x[] = I;
