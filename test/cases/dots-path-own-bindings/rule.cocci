@@
identifier fn;
expression X, Y;
@@

 fn(...) {
   ...
   lock(X);
   ...
-  put(Y);
+  put_locked(X, Y);
   ...
 }
