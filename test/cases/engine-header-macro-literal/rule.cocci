@r@
expression E;
@@
* E < 0
