// name: kstrdup
// message: kmalloc(strlen(s) + 1) followed by strcpy(): use kstrdup()
// severity: warning
// fix: safe
// tags: kernel
//
// Allocating strlen(s) + 1 bytes and copying s into them is kstrdup(s,
// gfp), which also cannot get the + 1 wrong.  The fix replaces the
// allocation by kstrdup() and deletes the copy, when the strcpy() follows
// the allocation directly or right after an `if (!x)` check.  (A memcpy()
// of strlen(s) + 1 bytes is left to the kmemdup rule, which runs first
// and turns it into the equivalent kmemdup(s, strlen(s) + 1, gfp).)
// Ported from scripts/coccinelle/api/kstrdup.cocci, which also allows
// other statements in between; that waits for statement-level `...` here
// (docs/rules.md).
@kstrdup@
expression x, E, F;
statement S;
@@
- x = kmalloc(strlen(E) + 1, F);
+ x = kstrdup(E, F);
  if (\(!x\|x == NULL\)) S
- strcpy(x, E);

// message: kmalloc(strlen(s) + 1) followed by strcpy(): use kstrdup()
@kstrdup_unchecked@
expression x, E, F;
@@
- x = kmalloc(strlen(E) + 1, F);
+ x = kstrdup(E, F);
- strcpy(x, E);
