// trailing `...` from inside a loop's body leave it through the loop's
// head (a do's tail, a for's increment): a `when !=` there stops them
@r exists@
expression E;
@@
- release(E);
+ release_last(E);
  ... when != use(E)
