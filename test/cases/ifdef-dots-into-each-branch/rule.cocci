@@
expression E;
@@

  lock(E);
  ...
- unlock(E);
+ release(E);
