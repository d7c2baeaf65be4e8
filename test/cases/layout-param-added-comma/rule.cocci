// A parameter added between two, on a line of its own in the rule,
// joins the header with a space after its comma, as spatch 1.1.1
// prints it (cfix wrote `int z,int y`).
@@
identifier f;
@@
  f(int x,
+ int z,
  int y) {...}
