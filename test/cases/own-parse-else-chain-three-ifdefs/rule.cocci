@@
expression E;
@@
- out_str(E);
+ out_str_nf(E);
