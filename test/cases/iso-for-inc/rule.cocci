@@
expression X, Y;
identifier i;
@@
  for (X; Y; i++) {
- old(i);
+ new(i);
  }
