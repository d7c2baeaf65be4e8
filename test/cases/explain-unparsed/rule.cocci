@@
expression E;
@@
- release(E);
