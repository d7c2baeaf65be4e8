@@
int *E;
@@
- if (E != NULL)
  free(E);
