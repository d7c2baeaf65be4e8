// standard.iso's decl_init: `int x;` also matches `int x = E;` (and,
// with optional_storage, `static int x = E;`); the initializer stays.
@@
identifier x;
@@
- int
+ long
  x;
