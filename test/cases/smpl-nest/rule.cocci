// A nest inside a function: every old() in the body is changed.
@@
identifier fn;
expression E;
@@
  fn(...) {
  <...
- old(E)
+ new(E)
  ...>
  }
