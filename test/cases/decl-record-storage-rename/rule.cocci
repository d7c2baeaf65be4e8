// optional_storage and optional_qualifier on a declaration defining a
// struct: it matches the declarations with `static`, `const` or both
// (spatch 1.1.1), not the typedef, not `*x2`, and not x1, whose
// initializer the rule does not name.
@@
identifier I, S;
@@
 struct S { int a; }
- I
+ renamed
 ;
