// A block comment's later lines on '+' lines are written as the rule
// writes them (the '+' column dropped), whatever the code's level, as
// spatch 1.1.1 does; its first line and the code after it are indented
// to the code.
@@
expression E;
@@
- foo(E);
+	/* a long
+	 * comment, with "a /* string" */
+	baz(E);
+	/* two
+      lines */
