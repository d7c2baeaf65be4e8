@@
expression E;
@@
release(E);
...
- release(E);
