// "..." between statements: unlock_old() must follow lock() on every
// path (Coccinelle's default), and each one found is changed.
@@
expression X;
@@
  lock(X);
  ... when != stop(X)
- unlock_old(X);
+ unlock(X);
