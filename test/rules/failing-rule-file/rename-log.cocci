@@
@@
- old_log(
+ new_log(
  ...)
