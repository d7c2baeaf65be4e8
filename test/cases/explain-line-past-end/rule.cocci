@@
expression E;
@@
- kfree(E);
+ kfree_sensitive(E);
