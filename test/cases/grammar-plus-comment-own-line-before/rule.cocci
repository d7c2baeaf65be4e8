@@
expression E;
@@
  foo(E);
+ /* FIXME: check the size */
+ baz(E);
