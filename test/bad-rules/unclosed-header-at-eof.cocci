@@
expression E;
