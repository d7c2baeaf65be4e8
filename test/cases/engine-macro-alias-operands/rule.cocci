@r@
expression E;
@@
* E & E
