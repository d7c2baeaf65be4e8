@@
type T;
identifier x;
@@

  g(...) {
-   T
+   long
    x;
    ...
  }
