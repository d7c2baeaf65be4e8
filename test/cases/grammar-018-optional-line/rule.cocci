// a ? line: the statement may be absent; when present it is changed too
@@
expression E;
@@
  lock(E);
?- flush(E);
  unlock(E);
+ done(E);
