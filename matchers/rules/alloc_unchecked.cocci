// name: alloc_unchecked
// message: the result of an allocation is used before it is checked for NULL
// severity: warning
// fix: none
// tags: userspace
//
// malloc(), calloc(), realloc() and strdup() return NULL when memory runs
// out (or a limit such as `ulimit -v` is hit); dereferencing the result
// unchecked then crashes, or worse with a large offset.  The rule reports
// an allocation whose result is next used (on some path, exists) by a
// dereference: `p->f`, `*p`, `p[i]`, or as the buffer of memset(),
// memcpy(), strcpy() or sprintf(), with no statement mentioning p between
// them (a test, an assert(), a store elsewhere).  Project wrappers that
// abort on failure (xmalloc(), g_malloc()) are not named, so they do not
// fire.  A dereference that is not evaluated (the operand of sizeof:
// haproxy's `p = calloc(n, sizeof(*p)); f(p, n * sizeof(*p));`) is no use,
// nor one a NULL test before it in the same condition guards (haproxy's
// `if (p == NULL || !(p->id = strdup(s)))`; only the immediate left
// operand: `p == NULL || q == NULL || p->f` is still reported).  The
// sizeof rule names the dereference forms because cfix's `<+... E ...+>`
// binds only the outermost match (case nest-expr-every-subterm).  Report
// only: what to do on failure needs a human.
@alloc_unevaluated@
expression E, E1;
identifier fld;
position p;
@@
sizeof(<+... \(*E@p\|E@p->fld\|E@p[E1]\) ...+>)

@alloc_guarded@
expression E;
position p;
@@
(
  E == NULL || <+... E@p ...+>
|
  NULL == E || <+... E@p ...+>
|
  !E || <+... E@p ...+>
|
  E != NULL && <+... E@p ...+>
|
  NULL != E && <+... E@p ...+>
|
  E && <+... E@p ...+>
)

// message: the result of an allocation is used before it is checked for NULL
@alloc_unchecked exists@
expression E, E1;
identifier fld;
position p != {alloc_unevaluated.p, alloc_guarded.p};
identifier alloc = {malloc, calloc, realloc, strdup, strndup};
identifier use = {memset, memcpy, memmove, strcpy, strcat, sprintf};
@@
* E = alloc(...);
  ... when != E
(
* E@p->fld
|
* *E@p
|
* E@p[E1]
|
* use(E@p, ...)
)

// message: the result of an allocation is used before it is checked for NULL
@alloc_unchecked_decl exists@
type T;
identifier x, fld;
position p != {alloc_unevaluated.p, alloc_guarded.p};
expression E1;
identifier alloc = {malloc, calloc, realloc, strdup, strndup};
identifier use = {memset, memcpy, memmove, strcpy, strcat, sprintf};
@@
* T *x = alloc(...);
  ... when != x
(
* x@p->fld
|
* *x@p
|
* x@p[E1]
|
* use(x@p, ...)
)
