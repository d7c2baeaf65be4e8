// name: freeaddr
// message: free() of an address that malloc() did not return
// severity: error
// fix: none
// tags: general
//
// free() takes only a pointer that malloc(), calloc() or realloc()
// returned; the address of a variable or of a struct's field (`free(&x)`,
// `free(&p->buf)`) is never one, and the allocator's state is corrupted
// (glibc aborts with "free(): invalid pointer").  Usually `&` slipped in,
// or a field that was a pointer became an array.  Report only.  The
// kernel's kfree() is the rule kfreeaddr.
@freeaddr@
expression E;
@@
* free(&E)
