// name: kzalloc
// message: kmalloc() followed by memset(.., 0, ..) of the same size: use kzalloc()
// severity: warning
// fix: safe
// tags: kernel
//
// An allocation immediately cleared with memset(x, 0, size) of the size
// just allocated is what the zeroing allocators do in one call, without the
// window where the buffer holds stale heap data and without the chance of
// the two sizes drifting apart.  The fix turns kmalloc() into kzalloc() (and
// vmalloc() into vzalloc(), kvmalloc() into kvzalloc(), devm_kmalloc() into
// devm_kzalloc(), kmalloc_node() into kzalloc_node(), kmalloc_array(n, s)
// cleared with n * s bytes into kcalloc()) and deletes the memset().  It
// fires only when the memset() follows the allocation directly, or right
// after an `if (!x)` / `if (x == NULL)` check (a disjunction: spatch's
// not_ptr1 isomorphism needs a pointer-typed x), and clears exactly the allocated size, written the same
// way (as Coccinelle's zalloc-simple.cocci).
// Ported from scripts/coccinelle/api/alloc/zalloc-simple.cocci.  Each
// variant is a rule of its own until the rule language has disjunctions.
@kzalloc@
expression x, E1, E2;
@@
- x = kmalloc(E1, E2);
+ x = kzalloc(E1, E2);
- memset(x, 0, E1);

// message: kmalloc() checked, then memset(.., 0, ..) of the same size: use kzalloc()
@kzalloc_checked@
expression x, E1, E2;
statement S;
@@
- x = kmalloc(E1, E2);
+ x = kzalloc(E1, E2);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E1);

// message: kmalloc() followed by memset(.., 0, ..) of the same size: use kzalloc()
@kzalloc_decl@
type T;
identifier x;
expression E1, E2;
@@
- T *x = kmalloc(E1, E2);
+ T *x = kzalloc(E1, E2);
- memset(x, 0, E1);

// message: kmalloc() checked, then memset(.., 0, ..) of the same size: use kzalloc()
@kzalloc_decl_checked@
type T;
identifier x;
expression E1, E2;
statement S;
@@
- T *x = kmalloc(E1, E2);
+ T *x = kzalloc(E1, E2);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E1);

// message: vmalloc() followed by memset(.., 0, ..) of the same size: use vzalloc()
@vzalloc@
expression x, E1;
@@
- x = vmalloc(E1);
+ x = vzalloc(E1);
- memset(x, 0, E1);

// message: vmalloc() checked, then memset(.., 0, ..) of the same size: use vzalloc()
@vzalloc_checked@
expression x, E1;
statement S;
@@
- x = vmalloc(E1);
+ x = vzalloc(E1);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E1);

// message: kvmalloc() checked, then memset(.., 0, ..) of the same size: use kvzalloc()
@kvzalloc_checked@
expression x, E1, E2;
statement S;
@@
- x = kvmalloc(E1, E2);
+ x = kvzalloc(E1, E2);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E1);

// message: devm_kmalloc() checked, then memset(.., 0, ..) of the same size: use devm_kzalloc()
@devm_kzalloc_checked@
expression x, D, E1, E2;
statement S;
@@
- x = devm_kmalloc(D, E1, E2);
+ x = devm_kzalloc(D, E1, E2);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E1);

// message: kmalloc_node() checked, then memset(.., 0, ..) of the same size: use kzalloc_node()
@kzalloc_node_checked@
expression x, E1, E2, E3;
statement S;
@@
- x = kmalloc_node(E1, E2, E3);
+ x = kzalloc_node(E1, E2, E3);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, E1);

// message: kmalloc_array(n, size) followed by memset(.., 0, n * size): use kcalloc()
@kcalloc@
expression x, N, SZ, F;
@@
- x = kmalloc_array(N, SZ, F);
+ x = kcalloc(N, SZ, F);
- memset(x, 0, N * SZ);

// message: kmalloc_array(n, size) checked, then memset(.., 0, n * size): use kcalloc()
@kcalloc_checked@
expression x, N, SZ, F;
statement S;
@@
- x = kmalloc_array(N, SZ, F);
+ x = kcalloc(N, SZ, F);
  if (\(!x\|x == NULL\)) S
- memset(x, 0, N * SZ);
