// `__attribute__((...))` after a parameter's name (the grammar's param:
// type id attribute): matched as written, so only the parameter that
// has that attribute changes, in both parsers' views (clang ends the
// parameter at its name)
@@
type T;
identifier f, y;
@@
 f(...,
-	T
+	char
	y __attribute__((unused)),
	...) {...}
