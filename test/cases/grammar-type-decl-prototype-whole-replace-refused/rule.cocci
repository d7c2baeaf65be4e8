// - T x; + T y; on a prototype among other declarators: spatch 1.1.1
// changes nothing (it does not split a declaration to put code in it).
@@
type T;
identifier x = {b, q};
@@
- T x;
+ T renamed;
