@@
expression E;
@@
- E = malloc(sizeof(E));
+ E = malloc(sizeof(*E));
