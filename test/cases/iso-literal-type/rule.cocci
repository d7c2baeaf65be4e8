// Coccinelle types an integer literal by its suffix alone:
// 4294967296 is an int to spatch (a long to clang).
@@
long E1;
constant int E2;
@@
- E1 = E2;
+ E1 = E2 + AS_INT;

@@
long E1;
constant unsigned long E2;
@@
- E1 = E2;
+ E1 = E2 + AS_ULONG;

@@
long E1;
constant long E2;
@@
- E1 = E2;
+ E1 = E2 + AS_LONG;
