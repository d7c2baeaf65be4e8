// name: use_after_kfree
// message: a field of a pointer is read right after the pointer was freed
// severity: error
// fix: none
// tags: kernel
//
// After kfree(p), the memory p points to may already belong to someone
// else: reading p->next (the classic `kfree(p); p = p->next;` in a list
// walk) or writing p->field is a use after free.  Report only: the fix
// (read the field into a local first, or move the kfree() down) needs a
// human.  Today the rule sees only a use as the statement right after the
// kfree(): `x = p->f;`, `p->f = x;`, `return p->f;` or a call with `p->f`
// as an argument; the real rule is `kfree(E); ... when != E = E2` followed
// by any `E->f`, and waits for statement-level `...`, `when` and nests
// `<+... E ...+>` in the rule language (see docs/rules.md).  Compare
// scripts/coccinelle/free/kfree.cocci.
@use_after_kfree@
expression E, E2;
identifier F;
@@
* kfree(E);
* E2 = E->F;

// message: a field of a pointer is written right after the pointer was freed
@use_after_kfree_store@
expression E, E2;
identifier F;
@@
* kfree(E);
* E->F = E2;

// message: a field of a pointer is returned right after the pointer was freed
@use_after_kfree_return@
expression E;
identifier F;
@@
* kfree(E);
* return E->F;

// message: a field of a pointer is passed to a call right after the pointer was freed
@use_after_kfree_arg@
expression E;
identifier F, f;
@@
* kfree(E);
* f(..., E->F, ...);
