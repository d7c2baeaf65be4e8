// A label last in the rule (`goto l; ... l:`) holds no statement: it
// matches the code's label whatever statement follows it, as spatch
// 1.1.1's label node of its own does.
@@
identifier l;
@@
- goto l;
+ goto fail;
  ...
  l:
