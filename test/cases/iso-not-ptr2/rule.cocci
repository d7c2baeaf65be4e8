@@
expression *X;
@@
  if (X)
- free(X);
+ release(X);
