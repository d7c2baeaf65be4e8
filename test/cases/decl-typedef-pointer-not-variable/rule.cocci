// `T x;` declares a variable: a typedef of a pointer or an array is none
@@
type T;
identifier x;
@@
- T x;
+ T x = 0;
