@@
expression E;
@@
- if (E)
-	kfree(E);
+ kfree(E);
