@@
expression E, F, E;
@@
- f(E, F);
