@@
expression E;
@@
kfree(E);
...
- kfree(E);
