// name: test_addr
// message: the address of a variable or field is compared with NULL: it never is NULL
// severity: warning
// fix: none
// tags: general, kernel
//
// `&x == NULL` is always false and `&x != NULL` always true (and `&p->f`
// is NULL only in undefined behaviour), so the test is dead; usually a
// test of the value (`x == NULL`, `p == NULL`) was meant.  Report only.
// Ported from scripts/coccinelle/misc/test_addr.cocci.
@test_addr@
expression E;
@@
* &E == NULL

// message: the address of a variable or field is compared with NULL: it never is NULL
@test_addr_ne@
expression E;
@@
* &E != NULL
