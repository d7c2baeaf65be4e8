@@
expression E;
@@
- old_next(E)
+ new_next(E)
