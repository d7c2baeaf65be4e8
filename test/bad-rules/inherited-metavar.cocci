@r@
expression E;
@@
f(E);
@@
expression r.E;
@@
- g(E);
