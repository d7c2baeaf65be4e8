// E@S with S a statement metavariable: S binds the closest statement
// holding what E matched (an if's branch, a whole while loop)
@r@
expression E;
statement S;
@@
  foo(E@S)

@@
statement r.S;
@@
- S
+ checked();
