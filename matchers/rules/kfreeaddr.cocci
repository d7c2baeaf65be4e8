// name: kfreeaddr
// message: kfree() of the address of a structure field
// severity: error
// fix: none
// tags: kernel
//
// kfree(&p->field) frees a pointer into the middle of an allocation (or,
// for the first field, one that only happens to equal its start): the
// allocator either corrupts its state or, with hardening, warns and leaks.
// Usually `kfree(p->field)` or `kfree(p)` was meant.  Report only.  Ported
// from scripts/coccinelle/free/kfreeaddr.cocci.
@kfreeaddr@
expression E;
identifier F;
@@
* kfree(&E->F)

// message: kfree_sensitive() of the address of a structure field
@kfree_sensitive_addr@
expression E;
identifier F;
@@
* kfree_sensitive(&E->F)
