// when strict: error paths count, so a path returning early fails the match
@r@
expression E;
@@
  alloc(E);
  ... when strict
- release(E);
+ free_it(E);

@s@
expression E;
@@
  get(E);
  ...
- put(E);
+ drop(E);
