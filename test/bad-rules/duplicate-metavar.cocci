@@
expression E;
identifier E;
@@
- f(E);
