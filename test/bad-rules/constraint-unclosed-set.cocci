@@
expression E != {0, 1;
@@
- f(E);
