// name: alloc_sizeof_ptr
// message: allocation sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
// severity: error
// fix: review
// tags: general, kernel
//
// `p = malloc(sizeof(p))` allocates as many bytes as a pointer takes (8 on
// a 64-bit machine), not the object p points to; writing through p then
// overruns the buffer.  Since the result is assigned to p, p is a pointer,
// so sizeof(*p) is meant: when *p is itself a pointer the two sizes are
// equal and the fix changes nothing, otherwise it fixes the overrun.  The
// fix is "review" because with a `void *` p, sizeof(*p) is 1 (a GNU
// extension) and the intended size is not in the code.  Forms: malloc()
// and calloc() for C, kmalloc(), kzalloc(), kcalloc(), kmalloc_array(),
// kvmalloc(), kvzalloc(), devm_kmalloc() and devm_kzalloc() for the
// kernel, each a rule of its own until the rule language has
// disjunctions.  A declaration `T *p = malloc(sizeof(p));` is only caught
// for malloc(), kmalloc() and kzalloc().
@alloc_sizeof_ptr@
expression E;
@@
- E = malloc(sizeof(E));
+ E = malloc(sizeof(*E));

// message: kmalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kmalloc_sizeof_ptr@
expression E, F;
@@
- E = kmalloc(sizeof(E), F);
+ E = kmalloc(sizeof(*E), F);

// message: kzalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kzalloc_sizeof_ptr@
expression E, F;
@@
- E = kzalloc(sizeof(E), F);
+ E = kzalloc(sizeof(*E), F);

// message: kvmalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kvmalloc_sizeof_ptr@
expression E, F;
@@
- E = kvmalloc(sizeof(E), F);
+ E = kvmalloc(sizeof(*E), F);

// message: kvzalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kvzalloc_sizeof_ptr@
expression E, F;
@@
- E = kvzalloc(sizeof(E), F);
+ E = kvzalloc(sizeof(*E), F);

// message: calloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@calloc_sizeof_ptr@
expression E, N;
@@
- E = calloc(N, sizeof(E));
+ E = calloc(N, sizeof(*E));

// message: kcalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kcalloc_sizeof_ptr@
expression E, N, F;
@@
- E = kcalloc(N, sizeof(E), F);
+ E = kcalloc(N, sizeof(*E), F);

// message: kmalloc_array() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kmalloc_array_sizeof_ptr@
expression E, N, F;
@@
- E = kmalloc_array(N, sizeof(E), F);
+ E = kmalloc_array(N, sizeof(*E), F);

// message: devm_kmalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@devm_kmalloc_sizeof_ptr@
expression E, D, F;
@@
- E = devm_kmalloc(D, sizeof(E), F);
+ E = devm_kmalloc(D, sizeof(*E), F);

// message: devm_kzalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@devm_kzalloc_sizeof_ptr@
expression E, D, F;
@@
- E = devm_kzalloc(D, sizeof(E), F);
+ E = devm_kzalloc(D, sizeof(*E), F);

// message: malloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@malloc_sizeof_ptr_decl@
type T;
identifier x;
@@
- T *x = malloc(sizeof(x));
+ T *x = malloc(sizeof(*x));

// message: kmalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kmalloc_sizeof_ptr_decl@
type T;
identifier x;
expression F;
@@
- T *x = kmalloc(sizeof(x), F);
+ T *x = kmalloc(sizeof(*x), F);

// message: kzalloc() sized by the pointer it is assigned to: sizeof(p) is the size of a pointer, not of *p
@kzalloc_sizeof_ptr_decl@
type T;
identifier x;
expression F;
@@
- T *x = kzalloc(sizeof(x), F);
+ T *x = kzalloc(sizeof(*x), F);
