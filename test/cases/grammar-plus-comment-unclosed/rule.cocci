@@
expression E;
@@
  foo(E);
+ baz(E); /* open
