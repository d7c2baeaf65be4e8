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
// variant of its own instead.  The address of a function that is
// called after the test is left alone: a weak symbol's address is NULL
// when the symbol is missing at run time, and `if (&f == NULL)` before
// `f(...)` is how a program checks that (libsodium's `&getentropy ==
// NULL`, getentropy() weakly linked on macOS).
@test_addr_fn disable isnt_null1 exists@
identifier f;
position p;
@@
(
  &f@p == NULL
|
  &f@p != NULL
)
  ... when any
  f(...)

// message: the address of a variable or field is compared with NULL: it never is NULL
@test_addr@
expression E;
position p != test_addr_fn.p;
@@
* &E@p == NULL

// message: the address of a variable or field is compared with NULL: it never is NULL
@test_addr_ne disable isnt_null1@
expression E;
position p != test_addr_fn.p;
@@
* &E@p != NULL

// message: the address of a variable or field is tested: it never is NULL
@test_addr_if@
expression E;
statement S1, S2;
position p != test_addr_fn.p;
@@
* if (&E@p)
  S1 else S2
