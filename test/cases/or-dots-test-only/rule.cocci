// `E || ...` matches E alone only where C tests it for truth
@@
identifier x;
@@
- x
+ is_set(x)
  || ...
