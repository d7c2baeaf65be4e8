// name: ifnullkfree
// message: NULL check before kfree() and the like is not needed: they do nothing on NULL
// severity: note
// fix: safe
// tags: kernel
//
// kfree(NULL) does nothing, and so do vfree(), kvfree(), kfree_sensitive(),
// kmem_cache_destroy(), mempool_destroy(), dma_pool_destroy(),
// debugfs_remove(), debugfs_remove_recursive() and usb_free_urb() on NULL;
// a test before the call only adds a branch (checkpatch warns about it
// too).  The fix deletes the `if (p)` / `if (p != NULL)` test, and the
// braces of a braced branch, and keeps the call, when the branch holds
// only that call and there is no `else`.  Ported from
// scripts/coccinelle/free/ifnullfree.cocci: `E != NULL` also matches a
// test of E alone and `NULL != E` (Coccinelle's isomorphisms), so one rule
// serves each form of the branch, unbraced and braced.
@ifnullkfree@
expression E;
@@
- if (E != NULL)
(
  kfree(E);
|
  vfree(E);
|
  kvfree(E);
|
  kfree_sensitive(E);
|
  kmem_cache_destroy(E);
|
  mempool_destroy(E);
|
  dma_pool_destroy(E);
|
  debugfs_remove(E);
|
  debugfs_remove_recursive(E);
|
  usb_free_urb(E);
)

// message: NULL check before kfree() and the like is not needed: they do nothing on NULL
@ifnullkfree_brace@
expression E;
@@
- if (E != NULL) {
(
  kfree(E);
|
  vfree(E);
|
  kvfree(E);
|
  kfree_sensitive(E);
|
  kmem_cache_destroy(E);
|
  mempool_destroy(E);
|
  dma_pool_destroy(E);
|
  debugfs_remove(E);
|
  debugfs_remove_recursive(E);
|
  usb_free_urb(E);
)
- }
