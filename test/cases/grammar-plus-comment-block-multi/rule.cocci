@@
expression E;
@@
  foo(E);
+ /* a long
+  * comment */
+ baz(E);
