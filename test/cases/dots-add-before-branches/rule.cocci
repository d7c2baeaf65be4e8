@@
expression X, Y;
@@

- start();
+ start_with(Y);
  ...
  use(X, Y);
