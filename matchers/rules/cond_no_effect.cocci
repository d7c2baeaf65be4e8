// name: cond_no_effect
// message: both branches of the if are the same: the condition has no effect
// severity: warning
// fix: none
// tags: general, kernel
//
// `if (c) S else S` does S either way: either one branch was meant to
// differ (a copy-paste slip) or the test can go.  Report only.  The two
// branches are compared token by token, comments and layout aside.
// Ported from scripts/coccinelle/misc/cond_no_effect.cocci.
@cond_no_effect@
expression E;
statement S;
@@
* if (E) S else S
