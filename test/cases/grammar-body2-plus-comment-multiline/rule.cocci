// a block comment over several added lines: its later lines lose their
// '+' and are written as the rule has them, not re-indented (spatch)
@@
@@
- foo();
+ /* first
+  * second */
+ bar();
