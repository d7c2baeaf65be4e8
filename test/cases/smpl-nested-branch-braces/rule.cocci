@r@
@@
- int cfix_marker;

@depends on r@
statement s1, s2;
@@
 if (...)
  s1
 else
+{ trace();
  s2
+}
