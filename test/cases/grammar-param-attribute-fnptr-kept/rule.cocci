// the rule's attribute before a function pointer parameter's name, on a
// parameter with it and one without: spatch 1.1.1 changes both (the
// attribute is optional there, kept where the code has it)
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
