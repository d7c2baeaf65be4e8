// a parameter's type changed in a function also changes in its prototype
@@
identifier fn, x;
@@
 fn(
- int
+ long
  x) { ... }
