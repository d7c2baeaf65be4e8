// name: ifnullkfree
// message: NULL check before kfree() is not needed: kfree(NULL) does nothing
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
// scripts/coccinelle/free/ifnullfree.cocci; each function and form is a
// rule of its own until the rule language has disjunctions and
// Coccinelle's isomorphisms (`p != NULL` is `p`; `{ S }` is `S`).
@ifnullkfree@
expression E;
@@
- if (E)
  kfree(E);

// message: NULL check before kfree() is not needed: kfree(NULL) does nothing
@ifnullkfree_ne@
expression E;
@@
- if (E != NULL)
  kfree(E);

// message: NULL check before kfree() is not needed: kfree(NULL) does nothing
@ifnullkfree_brace@
expression E;
@@
- if (E) {
  kfree(E);
- }

// message: NULL check before kfree() is not needed: kfree(NULL) does nothing
@ifnullkfree_brace_ne@
expression E;
@@
- if (E != NULL) {
  kfree(E);
- }

// message: NULL check before vfree() is not needed: vfree(NULL) does nothing
@ifnullvfree@
expression E;
@@
- if (E)
  vfree(E);

// message: NULL check before vfree() is not needed: vfree(NULL) does nothing
@ifnullvfree_ne@
expression E;
@@
- if (E != NULL)
  vfree(E);

// message: NULL check before vfree() is not needed: vfree(NULL) does nothing
@ifnullvfree_brace@
expression E;
@@
- if (E) {
  vfree(E);
- }

// message: NULL check before vfree() is not needed: vfree(NULL) does nothing
@ifnullvfree_brace_ne@
expression E;
@@
- if (E != NULL) {
  vfree(E);
- }

// message: NULL check before kvfree() is not needed: kvfree(NULL) does nothing
@ifnullkvfree@
expression E;
@@
- if (E)
  kvfree(E);

// message: NULL check before kvfree() is not needed: kvfree(NULL) does nothing
@ifnullkvfree_ne@
expression E;
@@
- if (E != NULL)
  kvfree(E);

// message: NULL check before kvfree() is not needed: kvfree(NULL) does nothing
@ifnullkvfree_brace@
expression E;
@@
- if (E) {
  kvfree(E);
- }

// message: NULL check before kvfree() is not needed: kvfree(NULL) does nothing
@ifnullkvfree_brace_ne@
expression E;
@@
- if (E != NULL) {
  kvfree(E);
- }

// message: NULL check before kfree_sensitive() is not needed: kfree_sensitive(NULL) does nothing
@ifnullkfree_sensitive@
expression E;
@@
- if (E)
  kfree_sensitive(E);

// message: NULL check before kfree_sensitive() is not needed: kfree_sensitive(NULL) does nothing
@ifnullkfree_sensitive_ne@
expression E;
@@
- if (E != NULL)
  kfree_sensitive(E);

// message: NULL check before kfree_sensitive() is not needed: kfree_sensitive(NULL) does nothing
@ifnullkfree_sensitive_brace@
expression E;
@@
- if (E) {
  kfree_sensitive(E);
- }

// message: NULL check before kfree_sensitive() is not needed: kfree_sensitive(NULL) does nothing
@ifnullkfree_sensitive_brace_ne@
expression E;
@@
- if (E != NULL) {
  kfree_sensitive(E);
- }

// message: NULL check before kmem_cache_destroy() is not needed: kmem_cache_destroy(NULL) does nothing
@ifnullkmem_cache_destroy@
expression E;
@@
- if (E)
  kmem_cache_destroy(E);

// message: NULL check before kmem_cache_destroy() is not needed: kmem_cache_destroy(NULL) does nothing
@ifnullkmem_cache_destroy_ne@
expression E;
@@
- if (E != NULL)
  kmem_cache_destroy(E);

// message: NULL check before kmem_cache_destroy() is not needed: kmem_cache_destroy(NULL) does nothing
@ifnullkmem_cache_destroy_brace@
expression E;
@@
- if (E) {
  kmem_cache_destroy(E);
- }

// message: NULL check before kmem_cache_destroy() is not needed: kmem_cache_destroy(NULL) does nothing
@ifnullkmem_cache_destroy_brace_ne@
expression E;
@@
- if (E != NULL) {
  kmem_cache_destroy(E);
- }

// message: NULL check before mempool_destroy() is not needed: mempool_destroy(NULL) does nothing
@ifnullmempool_destroy@
expression E;
@@
- if (E)
  mempool_destroy(E);

// message: NULL check before mempool_destroy() is not needed: mempool_destroy(NULL) does nothing
@ifnullmempool_destroy_ne@
expression E;
@@
- if (E != NULL)
  mempool_destroy(E);

// message: NULL check before mempool_destroy() is not needed: mempool_destroy(NULL) does nothing
@ifnullmempool_destroy_brace@
expression E;
@@
- if (E) {
  mempool_destroy(E);
- }

// message: NULL check before mempool_destroy() is not needed: mempool_destroy(NULL) does nothing
@ifnullmempool_destroy_brace_ne@
expression E;
@@
- if (E != NULL) {
  mempool_destroy(E);
- }

// message: NULL check before dma_pool_destroy() is not needed: dma_pool_destroy(NULL) does nothing
@ifnulldma_pool_destroy@
expression E;
@@
- if (E)
  dma_pool_destroy(E);

// message: NULL check before dma_pool_destroy() is not needed: dma_pool_destroy(NULL) does nothing
@ifnulldma_pool_destroy_ne@
expression E;
@@
- if (E != NULL)
  dma_pool_destroy(E);

// message: NULL check before dma_pool_destroy() is not needed: dma_pool_destroy(NULL) does nothing
@ifnulldma_pool_destroy_brace@
expression E;
@@
- if (E) {
  dma_pool_destroy(E);
- }

// message: NULL check before dma_pool_destroy() is not needed: dma_pool_destroy(NULL) does nothing
@ifnulldma_pool_destroy_brace_ne@
expression E;
@@
- if (E != NULL) {
  dma_pool_destroy(E);
- }

// message: NULL check before debugfs_remove() is not needed: debugfs_remove(NULL) does nothing
@ifnulldebugfs_remove@
expression E;
@@
- if (E)
  debugfs_remove(E);

// message: NULL check before debugfs_remove() is not needed: debugfs_remove(NULL) does nothing
@ifnulldebugfs_remove_ne@
expression E;
@@
- if (E != NULL)
  debugfs_remove(E);

// message: NULL check before debugfs_remove() is not needed: debugfs_remove(NULL) does nothing
@ifnulldebugfs_remove_brace@
expression E;
@@
- if (E) {
  debugfs_remove(E);
- }

// message: NULL check before debugfs_remove() is not needed: debugfs_remove(NULL) does nothing
@ifnulldebugfs_remove_brace_ne@
expression E;
@@
- if (E != NULL) {
  debugfs_remove(E);
- }

// message: NULL check before debugfs_remove_recursive() is not needed: debugfs_remove_recursive(NULL) does nothing
@ifnulldebugfs_remove_recursive@
expression E;
@@
- if (E)
  debugfs_remove_recursive(E);

// message: NULL check before debugfs_remove_recursive() is not needed: debugfs_remove_recursive(NULL) does nothing
@ifnulldebugfs_remove_recursive_ne@
expression E;
@@
- if (E != NULL)
  debugfs_remove_recursive(E);

// message: NULL check before debugfs_remove_recursive() is not needed: debugfs_remove_recursive(NULL) does nothing
@ifnulldebugfs_remove_recursive_brace@
expression E;
@@
- if (E) {
  debugfs_remove_recursive(E);
- }

// message: NULL check before debugfs_remove_recursive() is not needed: debugfs_remove_recursive(NULL) does nothing
@ifnulldebugfs_remove_recursive_brace_ne@
expression E;
@@
- if (E != NULL) {
  debugfs_remove_recursive(E);
- }

// message: NULL check before usb_free_urb() is not needed: usb_free_urb(NULL) does nothing
@ifnullusb_free_urb@
expression E;
@@
- if (E)
  usb_free_urb(E);

// message: NULL check before usb_free_urb() is not needed: usb_free_urb(NULL) does nothing
@ifnullusb_free_urb_ne@
expression E;
@@
- if (E != NULL)
  usb_free_urb(E);

// message: NULL check before usb_free_urb() is not needed: usb_free_urb(NULL) does nothing
@ifnullusb_free_urb_brace@
expression E;
@@
- if (E) {
  usb_free_urb(E);
- }

// message: NULL check before usb_free_urb() is not needed: usb_free_urb(NULL) does nothing
@ifnullusb_free_urb_brace_ne@
expression E;
@@
- if (E != NULL) {
  usb_free_urb(E);
- }
