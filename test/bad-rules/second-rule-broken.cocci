@a@
expression E;
@@
- f(E);
+ g(E);

@b@
expression E;
@@
- h(E
