@@
expression E;
@@
- lookup(E)
+ lookup_checked(E)
