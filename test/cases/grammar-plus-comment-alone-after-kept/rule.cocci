@@
expression E;
@@
  foo(E);
+ // after foo
