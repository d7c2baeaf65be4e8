// name: kfree_twice
// message: the same pointer is freed twice
// severity: error
// fix: none
// tags: kernel
//
// Freeing a pointer twice corrupts the allocator's free lists (a double
// free, often exploitable).  Report only: which of the two calls is wrong
// (a copy-paste slip for another pointer, or a missing reassignment) needs
// a human.  The second kfree()/vfree()/kvfree() of the same expression may
// come any number of statements later, on some path (exists) that does
// not assign the expression in between nor pass it to the head of an
// iterator macro loop (list_for_each_entry_safe(E, ...) reloads it), as
// kfree.cocci's `iter(...,subE,...) S`.  As scripts/coccinelle/free/
// kfree.cocci, an assignment to a part of the expression (subE: `i++`
// for `a[i]`, `rb = ...` for `rb->data`, `fill(&b)` for `b.p`) stops the path too: two loops in
// a row that each free `a[i]` free different blocks (audit31: fs/ufs/
// super.c:673, test/cases/rule-kfree_twice-part-reassigned).  The dots
// still do not go round a loop's back edge (`// paths: no-loops`): round
// a `for (i = 0; i < n; i++) kfree(a[i]);` they would meet the kfree()
// again with another `i` (spatch's rules with `--no-loops` likewise).
// The cost: the same pointer freed on each turn of a loop is not found
// (test/cases/rule-kfree_twice-loop, XFAIL).
@kfree_twice_freed@
expression E;
@@
(
kfree(E);
|
vfree(E);
|
kvfree(E);
)

// message: the same pointer is freed twice
// paths: noreturn no-loops
@kfree_twice exists@
expression kfree_twice_freed.E, subE <= kfree_twice_freed.E, E2;
iterator iter;
statement S;
@@
(
* kfree(E);
|
* vfree(E);
|
* kvfree(E);
)
  ... when != E = E2
      when != iter(..., E, ...) S
      when != subE = E2
      when != subE++
      when != ++subE
      when != subE--
      when != --subE
      when != &subE
(
* kfree(E);
|
* vfree(E);
|
* kvfree(E);
)
