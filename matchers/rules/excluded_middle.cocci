// name: excluded_middle
// message: !A || (A && B) is !A || B
// severity: note
// fix: review
// tags: general, kernel
//
// In `!A || (A && B)`, the right side is evaluated only when A is true,
// so testing A again there is redundant: the expression is `!A || B`.
// The fix drops the second test.  It is "review" because it changes
// behaviour when A has side effects (a function call evaluated twice
// before, once after); the rule cannot yet exclude those (Coccinelle
// would need a constraint too).  Code without the parentheses
// (`!A || A && B`, the same tree) needs a rule of its own today: the
// engine does not let a removed `(` `)` of the rule be absent from the
// code (docs/rules.md).  Ported from
// scripts/coccinelle/misc/excluded_middle.cocci.
@excluded_middle@
expression A, B;
@@
  !A ||
- (A && B)
+ B

// message: !A || A && B is !A || B
@excluded_middle_noparen@
expression A, B;
@@
  !A ||
- A && B
+ B
