@r@
expression E;
@@

