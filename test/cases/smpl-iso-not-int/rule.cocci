// Coccinelle's not_int2 isomorphism: a test X of int type (arithmetic on
// names of unknown type, sizeof, an int metavariable) matches `X != 0`
// and `0 != X`; a test in parentheses or of unknown type (a call, a
// name) does not.  A removed X takes the `!= 0` with it.
@@
identifier x;
constant c;
statement S;
@@
+ before();
  if (
- x + c
+ limit
  ) S

@@
idexpression int n;
@@
  while (
- n
+ ready()
  ) wait();

@@
identifier f;
expression E;
statement S;
@@
  if (
- f(E)
+ g(E)
  ) S
