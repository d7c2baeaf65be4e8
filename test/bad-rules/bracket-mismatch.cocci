@@
expression E;
@@
- a[E);
