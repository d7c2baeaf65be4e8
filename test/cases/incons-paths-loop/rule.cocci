@@
expression E;
@@
close(E);
...
- close(E);
