@@
expression E, S;
@@
  free(E);
- return S;
+ return "";
