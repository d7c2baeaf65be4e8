@@
expression E;
@@
- foo(E);
+ baz(E /
+ /* half */
+ 2);
