@@
local function f;
identifier x, y;
@@
  f(
+   int a,
-   int x,
    int y
  ) { ... }
