@@
expression B;
type T;
@@
- get_cast(T, B, ...)
+ B
