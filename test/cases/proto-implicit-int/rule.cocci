// A prototype without specifiers (`main (int x);`, implicit int) is
// the prototype of a definition without them, and changes with it.
// (The first rule keeps a second run from adding again.)
@done@
identifier f;
@@
f(..., int q) { ... }

@r depends on !done@
identifier f;
@@
f(...
+ , int q
  ) { ... }
