@@
type T;
identifier x !~ "_ptr$";
fresh identifier y = x ## "_ptr";
@@
- T x;
+ T y;
