// name: resource_size
// message: res->end - res->start + 1 open-codes resource_size(res)
// severity: note
// fix: safe
// tags: kernel
//
// The size of a struct resource is end - start + 1 (end is inclusive);
// resource_size() computes it and says so, where the open-coded form
// invites the off-by-one of forgetting the + 1 elsewhere.  The fix
// replaces `res->end - res->start + 1` by resource_size(res), for an
// expression whose type clang spells `struct resource *` (a `const struct
// resource *` is not matched until the rule language can say "any
// qualifiers").  The form with parentheses, `(res->end - res->start) + 1`,
// waits for the engine (docs/rules.md).  Ported from
// scripts/coccinelle/api/resource_size.cocci.
@resource_size@
struct resource *E;
@@
- E->end - E->start + 1
+ resource_size(E)
