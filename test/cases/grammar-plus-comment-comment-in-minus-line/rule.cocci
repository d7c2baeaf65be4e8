@@
expression E;
@@
- foo(E); // removed comment
+ baz(E);
