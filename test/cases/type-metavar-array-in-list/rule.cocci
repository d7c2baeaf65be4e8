@@
type T;
symbol tmp;
@@

- T tmp;
