// name: double_free
// message: the same pointer is freed twice
// severity: error
// fix: none
// tags: general
// paths: noreturn
//
// Freeing a pointer twice corrupts the allocator's lists (a double free,
// often exploitable; glibc aborts with "double free detected" when it
// notices).  The rule reports two free() calls of the same variable on
// one path (exists) that neither assigns the variable in between nor
// takes its address (`&p`, which may reassign it), nor declares a new
// variable of that name (a loop body's `char *p = ...`), nor passes it to
// the head of an iterator macro loop (which reloads it).  Only a plain variable
// is followed (`free(p)`, not `free(s->buf)`): an assignment to a part of
// a longer expression (`s = s->next` for `s->buf`) would not stop the
// path.  Report only: which call is wrong needs a human.  The kernel's
// kfree() is the rule kfree_twice.
@double_free exists@
identifier E;
type T;
iterator iter;
statement S;
expression E2;
@@
* free(E);
  ... when != E = E2
      when != T E = E2;
      when != &E
      when != iter(..., E, ...) S
* free(E);
