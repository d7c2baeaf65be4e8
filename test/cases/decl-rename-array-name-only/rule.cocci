@@
type T;
identifier x !~ "^buf_";
fresh identifier y = "buf_" ## x;
@@
T
- x
+ y
;
