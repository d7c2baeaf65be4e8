@@
type T;
const T x;
@@

- show(x, T);
+ show_const(x);
