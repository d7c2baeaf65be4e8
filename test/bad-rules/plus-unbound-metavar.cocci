@@
expression E, F;
@@
- f(E);
+ g(E, F);
