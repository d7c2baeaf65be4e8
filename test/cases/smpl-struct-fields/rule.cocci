// `struct s { ... T x; ... }` matches once per field that fits, in the
// definition of struct s only; `struct I { ... }` binds I to the name.
@@
type T;
identifier x =~ "^old_";
@@
struct foo {
  ...
- T x;
  ...
}

@r@
identifier I;
@@
struct I {
  ...
  int marker;
  ...
}

@@
identifier r.I;
identifier v;
@@
- struct I *v;
