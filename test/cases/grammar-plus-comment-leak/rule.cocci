@@
expression E;
@@
- foo(E);
+ baz(E /* ) ; int z */);
