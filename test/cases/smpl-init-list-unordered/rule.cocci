@@
identifier name1, name2;
@@

struct ops var = {
	.open = name1,
-	.close = name2,
+	.release = name2,
};
