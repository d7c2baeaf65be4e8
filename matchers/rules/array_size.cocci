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
// (also `sizeof(a) / sizeof(*a)`) by ARRAY_SIZE(a).  The fix is "review":
// the rule cannot yet require `a` to have an array type (Coccinelle writes
// `type T; T[] E;`; cfix does not match array-typed metavariables yet), so
// it also rewrites the division on a pointer, where ARRAY_SIZE() then
// fails to build and so exposes the bug instead of hiding it; and code
// outside the kernel proper (tools/, scripts/, boot stubs) may not have
// ARRAY_SIZE.  Ported from scripts/coccinelle/misc/array_size.cocci, whose
// third form `sizeof(a) / sizeof(T)` needs the element type and waits for
// the engine.
@array_size@
expression E;
@@
- sizeof(E) / sizeof(E[0])
+ ARRAY_SIZE(E)

// message: sizeof(a) / sizeof(*a) computes the element count by hand: use ARRAY_SIZE(a)
@array_size_deref@
expression E;
@@
- sizeof(E) / sizeof(*E)
+ ARRAY_SIZE(E)
