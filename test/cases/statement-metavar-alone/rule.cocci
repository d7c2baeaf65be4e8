@r@
@@
- int cfix_marker;

@depends on r@
statement S;
@@

  S
+ trace();
