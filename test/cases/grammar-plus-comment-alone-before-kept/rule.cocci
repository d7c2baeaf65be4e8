@@
expression E;
@@
+ /* before foo */
  foo(E);
