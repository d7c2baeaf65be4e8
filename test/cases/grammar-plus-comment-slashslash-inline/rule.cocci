@@
expression E;
@@
- foo(E)
+ baz(E) // something
  ;
