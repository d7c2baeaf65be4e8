// typeof(expr) as a type
@@
identifier x, y;
@@
- typeof(y) x;
+ int x;
