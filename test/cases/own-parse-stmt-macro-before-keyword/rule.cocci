@@
expression E;
@@
- old_count(E)
+ new_count(E)
