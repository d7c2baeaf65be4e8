@@
expression E;
@@
- f(E,);
