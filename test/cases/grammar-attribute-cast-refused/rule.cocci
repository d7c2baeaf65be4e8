// an attribute among a cast's type words (spatch 1.1.1 removes it:
// `(int __castattr) x` becomes `(int) x`): not supported yet, refused
// at the attribute
@@
type T;
attribute name __castattr;
identifier x;
@@
  (
	T
-	__castattr
  ) x
