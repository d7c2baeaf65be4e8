// `when != E` with E an expression metavariable bound to `name`: a
// member's field name is no expression, `name` itself is (spatch 1.1.1
// changes a and b, not c).
@@
expression E;
@@
 start(E);
 ... when != E
- stop(E);
+ stop_fast(E);
