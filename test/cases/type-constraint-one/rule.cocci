@@
type T = double;
identifier I;
@@
-T
+float
I;
