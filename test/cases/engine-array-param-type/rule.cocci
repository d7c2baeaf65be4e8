@r@
char *E;
@@
* memset(E, 0, sizeof(E))
