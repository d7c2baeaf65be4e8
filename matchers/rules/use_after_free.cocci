// name: use_after_free
// message: memory is used after it was freed
// severity: error
// fix: none
// tags: general
//
// After free(p) the block may already hold another allocation: reading
// p->next (the classic `free(p); p = p->next;` in a list walk), writing
// p->f, or reading *p or p[i] is a use after free.  The rule follows a
// plain variable from free(p) on some path (exists) that does not assign
// it nor take its address, to a dereference of it.  Report only: the fix
// (read the field first, or move the free() down) needs a human.  The
// kernel's kfree() is the rule use_after_kfree.
@use_after_free exists@
idexpression E;
expression E2, E3;
identifier F;
@@
* free(E);
  ... when != E = E2
      when != &E
(
* E->F
|
* *E
|
* E[E3]
)
