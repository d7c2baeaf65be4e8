// name: sizeof_ptr_buf
// message: sizeof(p) where p is a pointer is the size of the pointer, not of the buffer it points to
// severity: error
// fix: none
// tags: general
//
// `memcpy(d, p, sizeof(p))`, `snprintf(p, sizeof(p), ...)`,
// `read(fd, p, sizeof(p))` and the like are right when p is an array and
// wrong when it is a pointer: sizeof(p) is then 8 (on a 64-bit machine)
// whatever p points to, so the call copies, formats or reads too little
// (or, with strncpy() into a smaller block, too much).  The bug appears
// when an array becomes a pointer (a parameter, a malloc()ed buffer) and
// the size is not updated.  Covered: memcpy(), memmove(), memcmp(),
// strncpy(), strncat(), strncmp(), snprintf(), vsnprintf(), fgets(),
// read(), write(), recv(), send(), with p the buffer argument; memset()
// is the rule memset_sizeof_ptr.  `T *E` is any pointer as clang types
// it, an array parameter included.  Report only: the right size needs a
// human.
@sizeof_ptr_buf@
type T;
T *E;
expression E1, E2;
identifier f2 = {memcpy, memmove, memcmp, strncpy, strncat, strncmp};
identifier f1 = {snprintf, vsnprintf, fgets};
identifier fd = {read, write, recv, send};
@@
(
* f2(E, E1, sizeof(E))
|
* f2(E1, E, sizeof(E))
|
* f1(E, sizeof(E), ...)
|
* fd(E1, E, sizeof(E), ...)
)
