@@
expression E1, E2;
@@
- old_size(E1, E2)
+ new_size(E1, E2)
