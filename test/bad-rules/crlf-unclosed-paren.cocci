@@
expression E;
@@
- f(E;
