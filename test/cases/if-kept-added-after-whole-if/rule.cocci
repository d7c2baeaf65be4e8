@@
expression E;
@@
  if (E)
  g(E);
+ k(E);
