@@
expression E;
- f(E);
