// an attribute after a declarer (spatch 1.1.1 removes it: `DEFINE_LOCK(a,
// b) __lockattr;` becomes `DEFINE_LOCK(a, b);`): not supported yet, so
// refused at the attribute rather than read as a variable's name
@@
declarer name DEFINE_LOCK;
attribute name __lockattr;
@@
DEFINE_LOCK(...)
- __lockattr
;
