@@
expression E;
@@
  lock(E);
  ... when != unlock(E);
- lock(E);
