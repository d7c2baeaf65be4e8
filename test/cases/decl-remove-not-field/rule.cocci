// A removed declaration matches the file's and a function's, never a
// struct's field.
@@
type T;
identifier x;
@@
- T x;
