@@
expression E;
@@
- f(E);
@
