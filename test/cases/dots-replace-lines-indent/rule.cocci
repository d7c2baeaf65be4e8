// lines added in place of a statement removed after '...' take its
// indentation, not that of the deeper branch line above it (spatch)
@@
expression E;
@@
  start(E);
  ...
- finish(E);
+ flush(E);
+ finish_all(E);
