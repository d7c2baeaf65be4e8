// name: ifnullfree
// message: NULL check before free() is not needed: free(NULL) does nothing
// severity: note
// fix: safe
// tags: general
//
// free(NULL) is defined to do nothing (C11 7.22.3.3), so `if (p) free(p);`
// tests twice what free() tests once, and the extra branch suggests to a
// reader that it matters.  The fix deletes the test and keeps the call,
// for `if (p)`, `if (p != NULL)`, `if (NULL != p)` and their braced forms
// (`{ free(p); }`) when the branch holds nothing else and there is no
// `else`: `E != NULL` also matches a test of E alone and `NULL != E`
// (Coccinelle's isomorphisms).  The kernel's kfree() family is the rule
// ifnullkfree.
@ifnullfree@
expression E;
@@
- if (E != NULL)
  free(E);

// message: NULL check before free() is not needed: free(NULL) does nothing
@ifnullfree_brace@
expression E;
@@
- if (E != NULL) {
  free(E);
- }
