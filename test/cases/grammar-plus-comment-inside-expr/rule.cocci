@@
expression E;
@@
- foo(E);
+ baz(E /* x */, 1);
