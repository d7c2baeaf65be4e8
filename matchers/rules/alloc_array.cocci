// name: alloc_array
// message: n * size computed by hand in an allocation can overflow: use kmalloc_array()/kcalloc()
// severity: warning
// fix: safe
// tags: kernel
//
// `kmalloc(n * sizeof(*p), gfp)` wraps around when n is large (often a
// count from user space or a device), allocating a small buffer that the
// caller then overruns.  kmalloc_array(n, size, gfp) and kcalloc() check
// the multiplication and return NULL on overflow, so the kernel
// deprecates the open-coded product (Documentation/process/deprecated.rst).
// The fix moves the two factors into kmalloc_array() (from kmalloc()),
// kcalloc() (from kzalloc()), devm_kmalloc_array() and devm_kcalloc(), for
// `n * sizeof(...)` and `sizeof(...) * n`; the result is the same except
// that an overflow now fails the allocation.  Each form is a rule of its
// own until the rule language has disjunctions (`sizeof` of an expression
// and of a type are separate rules too).
@alloc_array@
expression N, E, F;
@@
- kmalloc(N * sizeof(E), F)
+ kmalloc_array(N, sizeof(E), F)

// message: sizeof(x) * n computed by hand in kmalloc() can overflow: use kmalloc_array()
@kmalloc_array_e_n@
expression N, E, F;
@@
- kmalloc(sizeof(E) * N, F)
+ kmalloc_array(N, sizeof(E), F)

// message: n * sizeof(T) computed by hand in kmalloc() can overflow: use kmalloc_array()
@kmalloc_array_n_t@
type T;
expression N, F;
@@
- kmalloc(N * sizeof(T), F)
+ kmalloc_array(N, sizeof(T), F)

// message: sizeof(T) * n computed by hand in kmalloc() can overflow: use kmalloc_array()
@kmalloc_array_t_n@
type T;
expression N, F;
@@
- kmalloc(sizeof(T) * N, F)
+ kmalloc_array(N, sizeof(T), F)

// message: n * sizeof(x) computed by hand in kzalloc() can overflow: use kcalloc()
@kcalloc_n_e@
expression N, E, F;
@@
- kzalloc(N * sizeof(E), F)
+ kcalloc(N, sizeof(E), F)

// message: sizeof(x) * n computed by hand in kzalloc() can overflow: use kcalloc()
@kcalloc_e_n@
expression N, E, F;
@@
- kzalloc(sizeof(E) * N, F)
+ kcalloc(N, sizeof(E), F)

// message: n * sizeof(T) computed by hand in kzalloc() can overflow: use kcalloc()
@kcalloc_n_t@
type T;
expression N, F;
@@
- kzalloc(N * sizeof(T), F)
+ kcalloc(N, sizeof(T), F)

// message: sizeof(T) * n computed by hand in kzalloc() can overflow: use kcalloc()
@kcalloc_t_n@
type T;
expression N, F;
@@
- kzalloc(sizeof(T) * N, F)
+ kcalloc(N, sizeof(T), F)

// message: n * sizeof(x) computed by hand in devm_kmalloc() can overflow: use devm_kmalloc_array()
@devm_kmalloc_array_n_e@
expression D, N, E, F;
@@
- devm_kmalloc(D, N * sizeof(E), F)
+ devm_kmalloc_array(D, N, sizeof(E), F)

// message: sizeof(x) * n computed by hand in devm_kmalloc() can overflow: use devm_kmalloc_array()
@devm_kmalloc_array_e_n@
expression D, N, E, F;
@@
- devm_kmalloc(D, sizeof(E) * N, F)
+ devm_kmalloc_array(D, N, sizeof(E), F)

// message: n * sizeof(T) computed by hand in devm_kmalloc() can overflow: use devm_kmalloc_array()
@devm_kmalloc_array_n_t@
type T;
expression D, N, F;
@@
- devm_kmalloc(D, N * sizeof(T), F)
+ devm_kmalloc_array(D, N, sizeof(T), F)

// message: sizeof(T) * n computed by hand in devm_kmalloc() can overflow: use devm_kmalloc_array()
@devm_kmalloc_array_t_n@
type T;
expression D, N, F;
@@
- devm_kmalloc(D, sizeof(T) * N, F)
+ devm_kmalloc_array(D, N, sizeof(T), F)

// message: n * sizeof(x) computed by hand in devm_kzalloc() can overflow: use devm_kcalloc()
@devm_kcalloc_n_e@
expression D, N, E, F;
@@
- devm_kzalloc(D, N * sizeof(E), F)
+ devm_kcalloc(D, N, sizeof(E), F)

// message: sizeof(x) * n computed by hand in devm_kzalloc() can overflow: use devm_kcalloc()
@devm_kcalloc_e_n@
expression D, N, E, F;
@@
- devm_kzalloc(D, sizeof(E) * N, F)
+ devm_kcalloc(D, N, sizeof(E), F)

// message: n * sizeof(T) computed by hand in devm_kzalloc() can overflow: use devm_kcalloc()
@devm_kcalloc_n_t@
type T;
expression D, N, F;
@@
- devm_kzalloc(D, N * sizeof(T), F)
+ devm_kcalloc(D, N, sizeof(T), F)

// message: sizeof(T) * n computed by hand in devm_kzalloc() can overflow: use devm_kcalloc()
@devm_kcalloc_t_n@
type T;
expression D, N, F;
@@
- devm_kzalloc(D, sizeof(T) * N, F)
+ devm_kcalloc(D, N, sizeof(T), F)
