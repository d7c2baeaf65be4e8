@@
expression E;
@@
- foo(E);
+ /* gone */
- bar(E);
