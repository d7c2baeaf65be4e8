@@
expression E;
@@
  foo(E);
+ // c1
  bar(E);
