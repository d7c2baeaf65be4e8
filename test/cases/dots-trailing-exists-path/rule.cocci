// trailing dots under exists: one path to the function's end that meets
// no `a()` will do; replacing the name keeps the return type
@exists@
identifier f;
@@

- f
+ has_no_a
  (...) {
  ... when != a()
}
