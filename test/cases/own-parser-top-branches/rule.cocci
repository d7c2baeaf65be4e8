@@
expression E1, E2;
@@
- strcpy(E1, E2)
+ strscpy(E1, E2, sizeof(E1))
