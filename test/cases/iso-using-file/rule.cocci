using "my.iso"
@@
expression E;
@@
- foo(E)
+ baz(E)
