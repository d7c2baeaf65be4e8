@r@
identifier x;
@@
lock(x);

@@
fresh identifier a = "saved_" ## r.x;
@@
- unlock();
+ unlock(a);
