// name: malloc_memset
// message: malloc() followed by memset(.., 0, ..) of the same size: use calloc()
// severity: warning
// fix: safe
// tags: userspace
//
// A block cleared with memset(p, 0, n) right after `p = malloc(n)` is what
// calloc(1, n) gives in one call, often for free (fresh pages from the
// kernel are already zero), and without the two sizes drifting apart.
// The fix turns malloc(n) into calloc(1, n) and deletes the memset(); it
// fires only when the memset() follows the allocation directly, or right
// after an `if (!p)` check, and clears exactly the size allocated,
// written the same way (as the kernel rule kzalloc).
@malloc_memset@
expression x, E;
@@
- x = malloc(E);
+ x = calloc(1, E);
- memset(x, 0, E);

// message: malloc() checked, then memset(.., 0, ..) of the same size: use calloc()
@malloc_memset_checked@
expression x, E;
statement S;
@@
- x = malloc(E);
+ x = calloc(1, E);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E);

// message: malloc() followed by memset(.., 0, ..) of the same size: use calloc()
@malloc_memset_decl@
type T;
identifier x;
expression E;
@@
- T *x = malloc(E);
+ T *x = calloc(1, E);
- memset(x, 0, E);

// message: malloc() checked, then memset(.., 0, ..) of the same size: use calloc()
@malloc_memset_decl_checked@
type T;
identifier x;
expression E;
statement S;
@@
- T *x = malloc(E);
+ T *x = calloc(1, E);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E);
