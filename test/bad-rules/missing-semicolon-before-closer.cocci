@@
expression E
@@
- f(E);
