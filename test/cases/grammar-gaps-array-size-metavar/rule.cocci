// an array's size as a metavariable binds the size, in a variable's
// declarator and in a typedef's; `T x[E];` declares a variable, so
// the typedefs do not match it
@@
type T;
expression E;
identifier x;
@@
  T x[E];
  ...
- memset(x, 0, E);
+ memset(x, 0, sizeof(x));

@@
type T;
expression E;
@@
- typedef T buf_t[E];
+ typedef T buf2_t[E];
