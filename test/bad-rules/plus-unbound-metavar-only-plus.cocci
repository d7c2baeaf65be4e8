@@
identifier fn;
expression E;
@@
  foo(E);
+ fn(E);
