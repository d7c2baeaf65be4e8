// a block comment over several added lines: its later lines lose their
// '+' and, unlike spatch 1.1.1 (which writes them as the rule has
// them), are indented like the added code around them
@@
@@
  foo();
+ /* first
+  * second */
+ bar();
