// name: array_size
// message: sizeof(a) / sizeof(a[0]) computes the element count by hand: use ARRAY_SIZE(a)
// severity: note
// fix: review
// tags: kernel
//
// The kernel's ARRAY_SIZE(a) says what `sizeof(a) / sizeof(a[0])` means,
// and, unlike the division, refuses to build when `a` is a pointer rather
// than an array (its __must_be_array() check), where the division silently
// gives sizeof(pointer) / sizeof(element).  The fix replaces the division
// (also `sizeof(a) / sizeof(*a)` and `sizeof(a) / sizeof(T)` with T the
// element type) by ARRAY_SIZE(a), only where clang says `a` is an array
// (`type T; T[] E;`): a pointer, and an array parameter (a pointer too),
// are left alone, where spatch, which cannot always know the type, rewrites
// the parameter's division.  The fix is "review": code outside the kernel
// proper (tools/, scripts/, boot stubs) may not have ARRAY_SIZE, and a
// division written inside a macro is reported, not rewritten.  Ported from
// scripts/coccinelle/misc/array_size.cocci.
@array_size@
type T;
T[] E;
@@
- sizeof(E) / sizeof(E[0])
+ ARRAY_SIZE(E)

// message: sizeof(a) / sizeof(*a) computes the element count by hand: use ARRAY_SIZE(a)
@array_size_deref@
type T;
T[] E;
@@
- sizeof(E) / sizeof(*E)
+ ARRAY_SIZE(E)

// message: sizeof(a) / sizeof(T), T the type of a's elements, computes the element count by hand: use ARRAY_SIZE(a)
@array_size_type@
type T;
T[] E;
@@
- sizeof(E) / sizeof(T)
+ ARRAY_SIZE(E)
