// an added preprocessor line inside an expression (among a call's
// arguments) is refused: spatch 1.1.1 puts it on a line of its own
// there, cfix adds directives between statements only
@@
expression E;
@@
  f(E,
+ #ifdef X
  2)
