// A run of two statements.
@kfree_null@
expression E;
@@
* kfree(E);
* E = NULL;
