@@
expression E;
@@
  lock(E);
+ added(E);
  ... when != added(E)
  unlock(E);
