@@
type T;
expression E, x;
@@
- x = ALLOC_MULT(T, E);
+ x = ALLOC_CLEAR_MULT(T, E);
