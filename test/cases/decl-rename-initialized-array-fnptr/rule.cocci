@@
type T;
identifier x !~ "_init$";
expression E;
fresh identifier y = x ## "_init";
@@
- T x = E;
+ T y = E;
