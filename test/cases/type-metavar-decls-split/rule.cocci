@@
type T;
identifier x;
@@

- T x;
+ T saved, x;
- keep(x);
+ drop(x);
