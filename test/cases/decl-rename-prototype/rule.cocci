@@
type T;
identifier x !~ "^old_";
fresh identifier y = "old_" ## x;
@@
- T x;
+ T y;
