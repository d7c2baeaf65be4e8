// x bound before a nest and named inside it stays bound in added code
// after it: spatch 1.1.1 writes use2(name) in b and c.
@@
identifier x;
@@
 int x = 0;
 ...
- use(<+... x ...+>);
+ use2(x);
