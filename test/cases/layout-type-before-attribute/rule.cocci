// A type replaced in a function's header goes where the removed type
// was, before an attribute the pattern leaves out: `long __init f`, as
// spatch 1.1.1 prints it (cfix wrote `__init long f`).
@@
identifier f;
@@
- int
+ long
  f(...) { ... }
