// A type metavariable binds the type proper of declaration specifiers,
// as spatch does: not the storage class, inline, __attribute__((...))
// or an annotation macro before the type name.  `const` is the type's.
@@
type T;
identifier x;
@@
- T
+ long
  x =
- 1
+ 2
  ;

@@
type t;
identifier f;
symbol false;
@@
t f(...) {
+	t ret = false;
-	return false;
+	return ret;
}
