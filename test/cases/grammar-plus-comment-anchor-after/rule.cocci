@@
expression E;
@@
- foo(E);
+ baz(E);
+ // c2
  bar(E);
