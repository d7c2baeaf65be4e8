@@
expression E;
@@
- old_trace(E);
+ new_trace(E);
