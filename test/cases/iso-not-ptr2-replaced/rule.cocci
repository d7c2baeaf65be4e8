@@
expression *X;
statement S;
@@
  if (
- X
+ valid(X)
  ) S
