@@
expression E;
identifier l;
@@
 if (E) {
   ...
-  goto l;
+  goto fail;
 }
