@@
expression E;
@@
 if (&E)
- a();
+ x();
 else
- b();
+ y();
