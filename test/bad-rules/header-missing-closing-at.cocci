@r
expression E;
@@
- f(E);
