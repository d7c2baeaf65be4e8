@r1@
type T;
identifier x;
@@
 void reset(...) {
       ...
       T x;
       ...
 }

@@
type T = {r1.T};
identifier v;
expression E;
@@
 T v =
-      E
+      0
 ;
