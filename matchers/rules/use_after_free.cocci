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
// it, take its address, declare it anew or pass it to the head of an
// iterator macro loop, to a dereference of it that is evaluated (not
// the operand of sizeof: `p = malloc(sizeof *p)` after free(p) in a loop
// reads nothing, found by tmux's screen_push_title).  Report only: the fix
// (read the field first, or move the free() down) needs a human.  The
// kernel's kfree() is the rule use_after_kfree.
@unevaluated@
identifier E;
position p;
@@
sizeof(<+... E@p ...+>)

// A for loop's step runs between its body and its condition: when the
// step assigns E and the body frees E, the condition reads the block the
// step brought (less's `for (ml = head; ml->string; ml = next)`).
@step_reloads@
identifier E;
expression E1, E2;
position p;
@@
for (E1; <+... E@p ...+>; E = E2) {
  <+... free(E) ...+>
}

@step_reloads_unbraced@
identifier E;
expression E1, E2;
position p;
@@
for (E1; <+... E@p ...+>; E = E2)
  free(E);

// message: memory is used after it was freed
// paths: noreturn
@use_after_free exists@
identifier E;
type T;
iterator iter;
statement S;
expression E2, E3;
identifier F;
position p != {unevaluated.p, step_reloads.p, step_reloads_unbraced.p};
@@
* free(E);
  ... when != E = E2
      when != T E = E2;
      when != &E
      when != iter(..., E, ...) S
(
* E@p->F
|
* *E@p
|
* E@p[E3]
)
