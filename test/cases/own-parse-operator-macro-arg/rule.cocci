@@
expression E;
@@
- foo(E);
+ bar(E);
