// An array size written `...` stands for any size, an expression or
// none, up to the matching ']'.
@@
type T;
identifier x;
@@
- T x[...];
