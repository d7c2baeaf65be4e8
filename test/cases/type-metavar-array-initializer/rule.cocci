// T binds the whole type of an array, `int[2]`: code added after the
// name goes after its brackets (`int two[2] = ZERO;`), not between them.
@@
type T;
identifier x;
@@
- T x;
+ T x = ZERO;
