@@
expression E;
identifier fld;
@@
* start();
... when != E != NULL && ... && E->fld
* end();
