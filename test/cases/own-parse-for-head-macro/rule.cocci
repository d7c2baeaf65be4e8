@@
expression E;
@@
- old_width(E)
+ new_width(E)
