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
// right size (sizeof(*p), a length variable) needs a human.  The type
// comes from clang, and today a typed metavariable matches only one
// spelling, so the rule covers the common byte-buffer pointers `char *`,
// `unsigned char *`, `void *`, `u8 *` and `uint8_t *`; other pointer
// types (struct pointers above all) wait for a rule language that can say
// "any pointer" (docs/rules.md).
@memset_sizeof_ptr@
char *E;
expression C;
@@
* memset(E, C, sizeof(E))

// message: memset() of sizeof(p) where p is a unsigned char *: clears only the pointer's size, not the buffer
@memset_sizeof_ptr_uchar@
unsigned char *E;
expression C;
@@
* memset(E, C, sizeof(E))

// message: memset() of sizeof(p) where p is a void *: clears only the pointer's size, not the buffer
@memset_sizeof_ptr_void@
void *E;
expression C;
@@
* memset(E, C, sizeof(E))

// message: memset() of sizeof(p) where p is a u8 *: clears only the pointer's size, not the buffer
@memset_sizeof_ptr_u8@
typedef u8;
u8 *E;
expression C;
@@
* memset(E, C, sizeof(E))

// message: memset() of sizeof(p) where p is a uint8_t *: clears only the pointer's size, not the buffer
@memset_sizeof_ptr_uint8_t@
typedef uint8_t;
uint8_t *E;
expression C;
@@
* memset(E, C, sizeof(E))
