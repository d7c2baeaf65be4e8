@@
expression D, N;
@@

- old_reset(D, N)
+ new_reset(D, N)
