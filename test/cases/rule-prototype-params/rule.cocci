@@
typedef Error;
type T;
identifier FN;
parameter P;
@@
- T
+ int
 FN(P, Error **errp);
