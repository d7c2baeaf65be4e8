@@
expression E;
@@
 if (E) {
   ...
-  return;
+  return -1;
 }
