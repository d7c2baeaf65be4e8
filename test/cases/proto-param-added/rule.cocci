// A parameter added to a definition is added to its prototypes, named
// in those that name theirs.  (The first rule keeps a second run from
// adding it again.)
@done@
identifier a, b;
@@
int f(int a, int b) { ... }

@r depends on !done@
identifier x;
@@
  int f(int x
+ , int y
  )
  { ... }
