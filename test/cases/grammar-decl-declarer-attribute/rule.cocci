// an attribute after a declarer (cocci_syntax.tex: a declarer's
// attributes): its arguments match as the declarer's do alone
@@
declarer name DEFINE_LOCK, NEW_LOCK;
attribute name __lockattr;
identifier x;
expression E;
@@
- DEFINE_LOCK(x, E)
+ NEW_LOCK(E, x)
- __lockattr
;
