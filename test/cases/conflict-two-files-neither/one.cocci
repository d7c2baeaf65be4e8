// name: calloc_one
// message: malloc(size): use calloc(1, size)
// severity: warning
//
// With items.cocci (a rule file of its own): two rule files whose fixes
// of one statement overlap.  Rules of two files know nothing of each
// other's changes, so neither fix is applied and the conflict is
// reported with both rules named; never a merge into
// `calloc(1, n, sizeof(struct item))`, and not the fix of whichever file
// came first (the case conflict-earlier-fix-stays has the two rules in
// one file: there the earlier stands, as spatch applies them in order).
@calloc_one@
expression E;
@@
- malloc(E)
+ calloc(1, E)
