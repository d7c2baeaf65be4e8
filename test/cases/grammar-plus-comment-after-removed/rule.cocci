@@
expression E;
@@
- foo(E);
+ // was foo
+ baz(E);
