@r depends on nosuch@
expression E;
@@
- f(E);
