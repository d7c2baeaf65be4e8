@@
expression E;
@@
  foo(E);
+ /* one */
+ // two
+ baz(E); /* three */ /* four */
