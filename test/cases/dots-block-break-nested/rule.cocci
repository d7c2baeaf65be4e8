@@
expression E;
@@
 while (E) {
   ...
-  break;
+  goto out;
 }
