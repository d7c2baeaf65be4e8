@@
expression E;
@@

  start(E);
  ... when != poke(E)
- finish(E);
+ finish_quiet(E);
