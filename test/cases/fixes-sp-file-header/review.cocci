// message: prefer the checked lookup
// fix: review
@@
expression E;
@@
- lookup(E)
+ lookup_checked(E)
