@@
identifier x;
expression E;
@@
- static const char *x = E;
+ static const char *const x = E;
