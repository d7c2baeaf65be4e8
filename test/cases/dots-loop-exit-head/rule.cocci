// `...` leaving a loop passes the loop's head (a do's `while (C)`):
// a `when !=` there stops the path; a break leaves without it
@r exists@
expression E;
@@
* release(E);
  ... when != reset(E)
* use(E);
