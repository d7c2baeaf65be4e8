@@
identifier f, n;
@@

 f(...,
-  unsigned int n
+  size_t n
 , ...) { ... }

@@
identifier v;
@@
- long int v;
+ s64 v;
