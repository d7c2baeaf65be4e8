// name: memset_sizeof_ptr
// message: memset() of sizeof(p) where p is a pointer clears only the pointer's size, not the buffer
// severity: error
// fix: none
// tags: general, kernel
//
// `memset(p, 0, sizeof(p))` is right when p is an array and wrong when it
// is a pointer: sizeof(p) is then 8 (on a 64-bit machine), whatever p
// points to, so most of the buffer is left as it was.  The bug often
// appears when an array is turned into a pointer (a parameter, a
// kmalloc()ed buffer) and the memset() is not updated.  Report only: the
// right size (sizeof(*p), a length variable) needs a human.  `T *E` with
// a type metavariable T is any pointer, as clang types it: a struct
// pointer, a byte buffer, and an array parameter (`char buf[32]`, a
// pointer in C), which spatch misses.
@memset_sizeof_ptr@
type T;
T *E;
expression C;
@@
* memset(E, C, sizeof(E))
