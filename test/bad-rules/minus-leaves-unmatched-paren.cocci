@@
expression E;
@@
- f(
  E);
