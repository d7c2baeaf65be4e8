@@
@@
- old_log(
+ mid_log(
  ...)

@@
@@
  mid_log(...);
+ trace();

@@
expression E;
@@
release(E);
...
- release(E);
