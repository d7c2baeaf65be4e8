// added code's binary operators: spatch 1.1.1 prints them spaced (a + b, a << 2)
@@
expression E, F;
@@
- f(E, F);
+ g(E+F, E<<2, !E, -F, E*F);
