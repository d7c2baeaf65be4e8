// name: err_cast
// message: ERR_PTR(PTR_ERR(p)) converts an error pointer the long way: use ERR_CAST(p)
// severity: note
// fix: safe
// tags: kernel
//
// ERR_PTR(PTR_ERR(p)) turns an error pointer into a long and back only to
// change its pointer type; ERR_CAST(p) says that in one call and keeps the
// value as it is.  The fix replaces the pair by ERR_CAST(p).  Ported from
// scripts/coccinelle/api/err_cast.cocci.
@err_cast@
expression E;
@@
- ERR_PTR(PTR_ERR(E))
+ ERR_CAST(E)
