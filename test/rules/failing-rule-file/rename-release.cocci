@@
expression E;
@@
- release(E);
+ release2(E);
