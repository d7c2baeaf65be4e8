// the rule's attribute before a function pointer parameter's name, and
// a parameter without it: spatch 1.1.1 changes it too (the attribute
// there is optional to it, while after a parameter's name it is not)
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
