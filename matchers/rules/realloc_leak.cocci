// name: realloc_leak
// message: p = realloc(p, n) loses the only pointer to the old block when realloc() fails
// severity: warning
// fix: none
// tags: general, kernel
//
// When realloc() fails it returns NULL and leaves the old block allocated;
// `p = realloc(p, n)` then overwrites p with NULL, so the old block can no
// longer be freed (a leak, and often a NULL dereference next).  The same
// holds for the kernel's krealloc().  Report only: the fix assigns to a
// temporary, checks it, and only then replaces p, which needs a name and
// an error path.  (`krealloc_array()` and `kvrealloc()` behave alike and
// wait for disjunctions.)  Not reported: a realloc() to size 0, which
// frees the block (glibc, jemalloc) and so returns NULL without failing
// (jemalloc's tests of realloc(p, 0) in redis's deps), and a realloc()
// whose old pointer was copied just before into a variable left alone up
// to the call (linenoise's `char *oldval = line; line = realloc(line,
// n); if (line == NULL) free(oldval);`), nor one whose pointer is a
// local copy taken from a place that still holds the block, left alone up
// to the call (lmdb's `MDB_IDL idn = *idp - 1; idn = realloc(idn, n); if
// (!idn) return ENOMEM;`: *idp keeps the old block).  A copy from a call's
// result (`p = f(x)`) is not such a place and is still reported, nor is
// a pointer that starts as NULL (`T *p = NULL;`: NULL is an identifier
// to SmPL, yet holds no block).  Nor
// one whose NULL test right after ends the program (`if (p == NULL)
// { ...; exit(10); }`, `if (!p) abort();`: file's tests/test.c
// xrealloc()): nothing is leaked by a process that is gone.

@realloc_exits@
expression E, N;
identifier die = {exit, abort, _exit};
position p;
@@
  E = realloc@p(E, N);
(
  if (E == NULL) { ... die(...); }
|
  if (E == NULL) die(...);
)
@realloc_saved exists@
expression E, E1, N;
identifier V;
position p;
@@
  V = E;
  ... when != V = E1
  E = realloc@p(E, N);

@realloc_saved_decl exists@
expression E, E1, N;
identifier V;
type T;
position p;
@@
  T V = E;
  ... when != V = E1
  E = realloc@p(E, N);

@realloc_copied exists@
expression X, K, E1, N;
identifier V, fld;
identifier I != NULL;
type T;
position p;
@@
(
  T V = \(*X\|*X - K\|X->fld\|X.fld\|X[K]\|I\);
|
  V = \(*X\|*X - K\|X->fld\|X.fld\|X[K]\|I\);
)
  ... when != V = E1
  V = realloc@p(V, N);

// message: p = realloc(p, n) loses the only pointer to the old block when realloc() fails
@realloc_leak@
expression E;
expression N != 0;
position p != {realloc_saved.p, realloc_saved_decl.p, realloc_copied.p,
	realloc_exits.p};
@@
* E = realloc@p(E, N);

// message: p = krealloc(p, n, gfp) loses the only pointer to the old block when krealloc() fails
@krealloc_leak@
expression E, N, F;
@@
* E = krealloc(E, N, F);
