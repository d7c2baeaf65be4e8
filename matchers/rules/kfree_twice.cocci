// name: kfree_twice
// message: the same pointer is freed twice in a row
// severity: error
// fix: none
// tags: kernel
//
// Freeing a pointer twice corrupts the allocator's free lists (a double
// free, often exploitable).  Report only: which of the two calls is wrong
// (a copy-paste slip for another pointer, or a missing reassignment) needs
// a human.  Today the rule sees only two kfree()/vfree()/kvfree() calls of
// the same expression as consecutive statements; the real rule is
// `kfree(E); ... when != E = E2` followed by `kfree(E)`, and waits for
// statement-level `...` and `when` in the rule language (see
// docs/rules.md).
@kfree_twice@
expression E;
@@
* kfree(E);
* kfree(E);

// message: the same pointer is freed twice in a row
@vfree_twice@
expression E;
@@
* vfree(E);
* vfree(E);

// message: the same pointer is freed twice in a row
@kvfree_twice@
expression E;
@@
* kvfree(E);
* kvfree(E);
