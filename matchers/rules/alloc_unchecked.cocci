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
// fire.  Report only: what to do on failure needs a human.
@alloc_unchecked exists@
expression E, E1;
identifier fld;
identifier alloc = {malloc, calloc, realloc, strdup, strndup};
identifier use = {memset, memcpy, memmove, strcpy, strcat, sprintf};
@@
* E = alloc(...);
  ... when != E
(
* E->fld
|
* *E
|
* E[E1]
|
* use(E, ...)
)

// message: the result of an allocation is used before it is checked for NULL
@alloc_unchecked_decl exists@
type T;
identifier x, fld;
expression E1;
identifier alloc = {malloc, calloc, realloc, strdup, strndup};
identifier use = {memset, memcpy, memmove, strcpy, strcat, sprintf};
@@
* T *x = alloc(...);
  ... when != x
(
* x->fld
|
* *x
|
* x[E1]
|
* use(x, ...)
)
