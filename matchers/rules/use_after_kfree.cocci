// name: use_after_kfree
// message: a field of a pointer is used after the pointer was freed
// severity: error
// fix: none
// tags: kernel
//
// After kfree(p), the memory p points to may already belong to someone
// else: reading p->next (the classic `kfree(p); p = p->next;` in a list
// walk) or writing p->field is a use after free.  Report only: the fix
// (read the field into a local first, or move the kfree() down) needs a
// human.  The use may come any number of statements after the kfree(), on
// some path (exists) that does not assign the pointer in between nor pass
// it to the head of an iterator macro loop (list_for_each_entry_safe(p,
// ...) reloads it): `x = p->f;`, `p->f = x;`, `return ...p->f...;`, a
// call with `p->f` in an argument, or a test of `p->f`.  Compare
// scripts/coccinelle/free/kfree.cocci, which reports any use of p.
// As kfree_twice, the dots do not go round a loop's back edge
// (`// paths: no-loops`): round the loop `kfree(a[i]);` the path would
// meet `a[i]->f` of the next turn.  As kfree_twice (and kfree.cocci's
// subE), an assignment to a part of the pointer's expression, or taking
// its address, stops the path: `kfree(b.p); fill(&b); b.p->f` reads a
// new block (audit31: drivers/message/fusion/mptsas.c:3902, test/cases/
// rule-use_after_kfree-part-reassigned).
@use_after_kfree_freed@
expression E;
@@
kfree(E);

// message: a field of a pointer is used after the pointer was freed
// paths: noreturn no-loops
@use_after_kfree exists@
expression use_after_kfree_freed.E, subE <= use_after_kfree_freed.E, E2, E3;
identifier F, f;
statement S, S2;
iterator iter;
@@
* kfree(E);
  ... when != E = E3
      when != iter(..., E, ...) S2
      when != subE = E3
      when != &subE
(
* E2 = E->F;
|
* E->F = E2;
|
* return <+... E->F ...+>;
|
* f(..., <+... E->F ...+>, ...);
|
* E2 = f(..., <+... E->F ...+>, ...);
|
* if (<+... E->F ...+>) S
)
