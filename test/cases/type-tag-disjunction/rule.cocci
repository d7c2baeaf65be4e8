@@
identifier i;
@@

-struct \(one\|two\) *i;
+struct three *i;
