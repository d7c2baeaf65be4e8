// name: kmemdup
// message: kmalloc() followed by memcpy() of the same size: use kmemdup()
// severity: warning
// fix: safe
// tags: kernel
//
// Allocating a buffer and filling it at once with memcpy() of exactly the
// allocated size is kmemdup(src, size, gfp).  The fix replaces the
// allocation by kmemdup() and deletes the memcpy().  It fires when the
// memcpy() follows the kmalloc() (or kzalloc(), whose zeroing is then
// wasted) directly, or right after an `if (!x)` / `if (x == NULL)` check
// (a disjunction: not_ptr1 needs a pointer-typed x), with the size written the
// same way in both calls.  Ported from
// scripts/coccinelle/api/memdup.cocci (which, unlike this rule, leaves
// `strlen(s) + 1` sizes to kstrdup()).  Each variant is a rule of its own
// until the rule language has disjunctions.
@kmemdup@
expression x, E1, E2, E3;
@@
- x = kmalloc(E1, E2);
+ x = kmemdup(E3, E1, E2);
- memcpy(x, E3, E1);

// message: kmalloc() checked, then memcpy() of the same size: use kmemdup()
@kmemdup_checked@
expression x, E1, E2, E3;
statement S;
@@
- x = kmalloc(E1, E2);
+ x = kmemdup(E3, E1, E2);
  if (\(!x\|x == NULL\)) S
- memcpy(x, E3, E1);

// message: kzalloc() followed by memcpy() of the same size: use kmemdup()
@kmemdup_kzalloc@
expression x, E1, E2, E3;
@@
- x = kzalloc(E1, E2);
+ x = kmemdup(E3, E1, E2);
- memcpy(x, E3, E1);

// message: kzalloc() checked, then memcpy() of the same size: use kmemdup()
@kmemdup_kzalloc_checked@
expression x, E1, E2, E3;
statement S;
@@
- x = kzalloc(E1, E2);
+ x = kmemdup(E3, E1, E2);
  if (\(!x\|x == NULL\)) S
- memcpy(x, E3, E1);

// message: kmalloc() followed by memcpy() of the same size: use kmemdup()
@kmemdup_decl@
type T;
identifier x;
expression E1, E2, E3;
@@
- T *x = kmalloc(E1, E2);
+ T *x = kmemdup(E3, E1, E2);
- memcpy(x, E3, E1);

// message: kmalloc() checked, then memcpy() of the same size: use kmemdup()
@kmemdup_decl_checked@
type T;
identifier x;
expression E1, E2, E3;
statement S;
@@
- T *x = kmalloc(E1, E2);
+ T *x = kmemdup(E3, E1, E2);
  if (\(!x\|x == NULL\)) S
- memcpy(x, E3, E1);
