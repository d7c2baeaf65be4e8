@@
expression E;
@@
- f(E));
