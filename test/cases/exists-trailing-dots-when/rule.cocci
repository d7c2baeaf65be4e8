// `exists` with trailing dots: one path to the function's end without
// a() is enough (an if's other branch, a loop not entered).
@exists@
identifier f;
@@

- f
+ f_no_a
  (...) {
  ... when != a()
  }
