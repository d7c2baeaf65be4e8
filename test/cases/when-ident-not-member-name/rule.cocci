// misc/returnvar's patch rule made `exists`, as its context rule's `*`
// is, over drivers/block/rbd.c:5892 (session 24).  `when != ret` with
// ret an identifier metavariable is an expression (spatch's when_start
// parses `expr`, pattern_c.ml cocciExp visits expressions only): the
// field name of `d->spec->name` or `d.size` is no use of the variable,
// so both paths pass, as spatch 1.1.1 finds.
@ exists @
type T;
constant C;
identifier ret;
@@

- T ret = C;
... when != ret
    when strict
return
- ret
+ C
;
