// Added words next to kept words of the code are kept apart by a space,
// even where the rule puts them on lines of their own.
@@
type T;
identifier x;
@@
  g(...) {
-   T
+   float
    x;
    ...
  }
