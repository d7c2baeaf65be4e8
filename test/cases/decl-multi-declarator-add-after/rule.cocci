@@
identifier x;
@@
int x;
+ mark(x);
go(...);
