@@
expression E != 0;
@@
- f(E);
