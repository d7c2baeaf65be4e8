// name: test_addr
// message: the address of a variable or field is compared with NULL: it never is NULL
// severity: warning
// fix: none
// tags: general, kernel
//
// `&x == NULL` is always false and `&x != NULL` always true (and `&p->f`
// is NULL only in undefined behaviour), so the test is dead; usually a
// test of the value (`x == NULL`, `p == NULL`) was meant.  Report only.
// Ported from scripts/coccinelle/misc/test_addr.cocci and ifaddr.cocci
// (`if (&x)`).  `&E != NULL` disables Coccinelle's isnt_null1
// isomorphism (which lets it match a test of `&E` alone anywhere, and so
// makes every file with an `&` a candidate): the `if (&x)` form has a
// variant of its own instead.
@test_addr@
expression E;
@@
* &E == NULL

// message: the address of a variable or field is compared with NULL: it never is NULL
@test_addr_ne disable isnt_null1@
expression E;
@@
* &E != NULL

// message: the address of a variable or field is tested: it never is NULL
@test_addr_if@
expression E;
statement S1, S2;
@@
* if (&E)
  S1 else S2
