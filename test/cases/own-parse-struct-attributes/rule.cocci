@@
identifier S;
@@
struct S {
	...
-	int length;
+	unsigned int length;
	...
};
