// A comment at the end of an added line, an own-line comment after it:
// spatch 1.1.1 keeps the first at the end of its line (`baz(x);/* short */`).
@@
expression E;
@@
- foo(E);
+	baz(E); /* short */
+	/* two */
