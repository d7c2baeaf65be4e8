// `T *` on `const char **`: T is `const char *` (the const qualifies
// the char, not the pointer), so the cast is useless for a `const char
// *cs` and needed for a `char *id`; cfix dropped the const as an
// optional qualifier and left `const &id`.
@@
type T;
T v;
@@
-	(T *)&v
+	&v
