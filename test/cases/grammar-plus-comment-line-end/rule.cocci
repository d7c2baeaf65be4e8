@@
expression E;
@@
  foo(E);
+ baz(E); // TODO
