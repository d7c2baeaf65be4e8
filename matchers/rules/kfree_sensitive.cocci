// name: kfree_sensitive
// message: memzero_explicit() right before kfree(): use kfree_sensitive()
// severity: note
// fix: safe
// tags: kernel
//
// Clearing a buffer that held a key or password before freeing it is what
// kfree_sensitive() does, and it clears the whole allocation (ksize()),
// not just the size the caller remembered.  The fix replaces
// `memzero_explicit(p, n); kfree(p);` by `kfree_sensitive(p);` when the
// two calls are consecutive statements.  Ported from
// scripts/coccinelle/api/kfree_sensitive.cocci, which also allows
// statements not using p in between (statement-level `... when != p`, not
// supported yet) and memset() (which it reports only).
@kfree_sensitive@
expression E, N;
@@
- memzero_explicit(E, N);
- kfree(E);
+ kfree_sensitive(E);
