// A conjunction of statements whose branch after '&' starts with a
// nest (QEMU's errp-guard.cocci has `( ... when != E & <... ...> )`):
// spatch 1.1.1's grammar takes dots first only in the first branch,
// "minus: parse error" at the '<...'.
@@
identifier fn;
identifier x;
@@
 fn(...)
 {
(
     ... when != g(x)
&
     <...
-    x
+    y
     ...>
)
 }
