@@
expression E;
@@

- old_lock(E)
+ new_lock(E, 0)
