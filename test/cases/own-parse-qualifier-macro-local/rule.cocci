@@
expression E;
@@
- old_len(E)
+ new_len(E)
