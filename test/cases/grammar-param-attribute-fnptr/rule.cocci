// an attribute before a function pointer parameter's name (the
// grammar's param with an attribute among the type's words): clang
// does not know __attr and gives the parameter no place, so cfix's own
// parse of the function stands in
@@
type T;
attribute name __attr;
identifier x, y;
@@
 x(
-	T
+	short
	__attr (*y) (int)
   ) {...}
