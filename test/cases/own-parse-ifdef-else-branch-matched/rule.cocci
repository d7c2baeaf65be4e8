@@
expression E;
@@

- old_flush(E);
+ new_flush(E);
