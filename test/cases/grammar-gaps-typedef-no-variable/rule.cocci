// `T x;` and `int x;` declare variables: a typedef is none, for spatch
@@
type T;
identifier x;
@@
- T x;
+ T x = 0;

@@
identifier y;
@@
- int y[2];
+ int y[3];
