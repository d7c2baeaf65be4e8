@@
expression E;
@@
- f((E)
