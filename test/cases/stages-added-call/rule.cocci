// the second rule rewrites the call the first one added, using the
// binding of its own metavariable on that added code
@add_check@
identifier x;
@@
- x = alloc_old();
+ x = alloc();
+ check(x);

@check_inline@
identifier y;
expression E;
@@
  y = E;
- check(y);
+ must_check(y, E);
