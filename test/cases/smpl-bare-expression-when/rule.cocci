// A bare expression (no ';') matches a statement holding it, here an
// if's condition; the when clause holds a disjunction.
@@
expression x, E;
@@
  x = kmalloc(...)
  ... when != \( x = E \| kfree(x) \)
- IS_ERR(x)
+ !x
