@@
expression E;
@@
  foo(E);
+ baz(E);
+ // between
+ qux(E);
