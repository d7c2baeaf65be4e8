// typeof(E) binds E as code: the later E must be the same expression
@@
expression E;
identifier x;
type T;
@@
- typeof(E)
+ T
  x;
  ...
- x = (T)E;
+ x = E;
