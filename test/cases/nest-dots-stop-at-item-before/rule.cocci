// A nest's dots take the shortest path too: they may not pass a
// statement the item before them matches (the later start(a) begins
// the match), straight on or round a loop's back edge
@r@
expression E;
@@
  start(E);
  <...
- poke(E)
+ peek(E)
  ...>
  stop(E);
