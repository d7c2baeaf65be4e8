@@
type T;
identifier x;
@@
- T x;
