@@
identifier S;
@@
struct S {
	...
-	int count;
+	unsigned int count;
	...
};
