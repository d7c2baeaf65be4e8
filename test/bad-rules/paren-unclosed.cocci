@@
expression E;
@@
- f((E);
