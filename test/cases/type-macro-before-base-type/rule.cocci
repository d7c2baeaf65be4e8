// A name before a base type keyword (QEMU's `g_autofree char *id`) is no
// typedef (C has no `T char`): spatch reads it as a macro left out, so
// id is a `char *` and the cast is useless.
@@
type T;
T v;
@@
-	(T *)&v
+	&v
