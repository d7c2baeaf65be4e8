// name: doubletest
// message: the same expression on both sides of && or ||
// severity: warning
// fix: none
// tags: general, kernel
// default: off
//
// `a || a` and `a && a` are `a`: usually one side was meant to test
// something else (a copy-paste slip, `x->a || x->a` for `x->a || y->a`).
// The same holds for bitwise `a & a` and `a | a`.  Report only.  The
// rule catches only the two sides of one operator (Coccinelle's `E || ...
// || E` also catches `a || b || a` and waits for `...` in expressions) and,
// unlike scripts/coccinelle/tests/doubletest.cocci, does not yet exclude
// sides with side effects (`read() || read()`), which needs constraints.
@doubletest@
expression E;
@@
* E || E

// message: the same expression on both sides of &&
@doubletest_and@
expression E;
@@
* E && E

// message: the same expression on both sides of &
@doublebitand@
expression E;
@@
* E & E

// message: the same expression on both sides of |
@doublebitor@
expression E;
@@
* E | E
