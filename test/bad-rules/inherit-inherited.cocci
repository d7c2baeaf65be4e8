// spatch 1.1.1: "meta: semantic error: bad rule tail or bad variable
// fn" at line 14: tail's fn is head's, not its own
@head@
identifier fn;
@@
fn(...) { ... }

@tail@
identifier head.fn;
@@
fn(0);

@@
identifier tail.fn;
@@
- fn(1);
+ fn(2);
