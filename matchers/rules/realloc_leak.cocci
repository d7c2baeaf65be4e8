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
// wait for disjunctions.)
@realloc_leak@
expression E, N;
@@
* E = realloc(E, N);

// message: p = krealloc(p, n, gfp) loses the only pointer to the old block when krealloc() fails
@krealloc_leak@
expression E, N, F;
@@
* E = krealloc(E, N, F);
